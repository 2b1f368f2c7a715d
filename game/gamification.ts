/**
 * Levels and badges (site-spec §1 "Gamification", issue 18): plain data, read by the server (which
 * awards) and by the web app (the badges page explains the same rules).
 *
 * Experience (XP) comes from real actions only. Each award is keyed by (member, action, object): the
 * database keeps that key unique, so repeating an action on the same thing (saving a stuff again,
 * removing and adding the same favourite again, reading the same guide again) never pays twice, even
 * from two concurrent requests or two server processes. Actions on new things are capped per day
 * (UTC): past the cap, the action is still recorded (it counts for badges) but earns no XP.
 */

/** The actions that earn experience. */
export const XP_ACTIONS = ['account_activated', 'first_stuff', 'stuff_saved', 'stuff_public', 'guide_published', 'guide_viewed', 'favorite_added', 'craft_completed'] as const;
export type XpAction = (typeof XP_ACTIONS)[number];

export interface XpRule {
  /** Experience earned by one award. */
  xp: number;
  /** Awards that earn XP per member and UTC day; null: no daily cap (the action happens once). */
  dailyCap: number | null;
}

/** What each action earns, and its daily cap. The object of each action is documented beside it. */
export const XP_RULES: Readonly<Record<XpAction, XpRule>> = {
  /** Once per member (object: none). */
  account_activated: { xp: 50, dailyCap: null },
  /** Once per member, with the first stuff ever saved (object: none). */
  first_stuff: { xp: 50, dailyCap: null },
  /** Each new stuff saved, created or copied (object: the stuff). */
  stuff_saved: { xp: 20, dailyCap: 5 },
  /** Each stuff made public, once per stuff (object: the stuff). */
  stuff_public: { xp: 30, dailyCap: 3 },
  /** Each public stuff with a guide (a written text), once per stuff (object: the stuff). */
  guide_published: { xp: 100, dailyCap: 2 },
  /** Each signed-in member reading one of the member's public guides, once per reader and guide (object: guide and reader). */
  guide_viewed: { xp: 5, dailyCap: 20 },
  /** Each item added to the favourites, once per item (object: the game and the item). */
  favorite_added: { xp: 5, dailyCap: 10 },
  /** Each craft of the workshop marked completed, once per craft (object: the craft; un-completing and completing again pays nothing). */
  craft_completed: { xp: 15, dailyCap: 5 },
};

/** Levels start at 1 and stop at LEVEL_MAX. */
export const LEVEL_MAX = 100;

/** The total XP that reaches `level`: 50·n·(n−1) (level 2: 100, level 5: 1,000, level 10: 4,500). */
export function xpForLevel(level: number): number {
  const n = Math.max(1, Math.min(LEVEL_MAX, Math.floor(level)));
  return 50 * n * (n - 1);
}

/** The level a total of `xp` reaches (1 for 0 XP). */
export function levelForXp(xp: number): number {
  if (!(xp > 0)) return 1;
  // Largest n with 50·n·(n−1) ≤ xp, then corrected for rounding.
  let level = Math.floor((1 + Math.sqrt(1 + (4 * xp) / 50)) / 2);
  while (level > 1 && xpForLevel(level) > xp) level -= 1;
  while (level < LEVEL_MAX && xpForLevel(level + 1) <= xp) level += 1;
  return Math.min(LEVEL_MAX, Math.max(1, level));
}

/** Text in the product's three languages. */
export interface BadgeText {
  fr: string;
  en: string;
  es: string;
}

/** What a badge counts, and how many of it the member needs. */
export type BadgeCondition =
  | { kind: 'actions'; action: XpAction; count: number }
  | { kind: 'level'; level: number }
  | { kind: 'membership_days'; days: number };

export interface BadgeDef {
  /** Stable id (bootstrap's `badges`, the member's badges in the database). */
  id: number;
  code: string;
  name: BadgeText;
  /** How to earn it. */
  how: BadgeText;
  condition: BadgeCondition;
}

/** Every badge; ids never change once released. */
export const BADGES: readonly BadgeDef[] = [
  {
    id: 1,
    code: 'first_stuff',
    name: { fr: 'Premier stuff', en: 'First stuff', es: 'Primer equipamiento' },
    how: { fr: 'Enregistrer un premier stuff dans son compte.', en: 'Save a first stuff to your account.', es: 'Guardar un primer equipamiento en tu cuenta.' },
    condition: { kind: 'actions', action: 'stuff_saved', count: 1 },
  },
  {
    id: 2,
    code: 'ten_stuffs',
    name: { fr: 'Collectionneur', en: 'Collector', es: 'Coleccionista' },
    how: { fr: 'Enregistrer 10 stuffs différents.', en: 'Save 10 different stuffs.', es: 'Guardar 10 equipamientos diferentes.' },
    condition: { kind: 'actions', action: 'stuff_saved', count: 10 },
  },
  {
    id: 3,
    code: 'first_public',
    name: { fr: 'À la vue de tous', en: 'In plain sight', es: 'A la vista de todos' },
    how: { fr: 'Rendre un stuff public.', en: 'Make a stuff public.', es: 'Hacer público un equipamiento.' },
    condition: { kind: 'actions', action: 'stuff_public', count: 1 },
  },
  {
    id: 4,
    code: 'first_guide',
    name: { fr: 'Guide', en: 'Guide writer', es: 'Autor de guías' },
    how: { fr: 'Publier un guide : un stuff public avec un texte.', en: 'Publish a guide: a public stuff with a written text.', es: 'Publicar una guía: un equipamiento público con un texto.' },
    condition: { kind: 'actions', action: 'guide_published', count: 1 },
  },
  {
    id: 5,
    code: 'guide_readers',
    name: { fr: 'Auteur lu', en: 'Widely read', es: 'Autor leído' },
    how: {
      fr: 'Voir ses guides lus par 50 membres connectés différents.',
      en: 'Have your guides read by 50 different signed-in members.',
      es: 'Que 50 miembros conectados distintos lean tus guías.',
    },
    condition: { kind: 'actions', action: 'guide_viewed', count: 50 },
  },
  {
    id: 6,
    code: 'ten_favorites',
    name: { fr: 'Connaisseur', en: 'Connoisseur', es: 'Conocedor' },
    how: { fr: 'Ajouter 10 objets différents à ses favoris.', en: 'Add 10 different items to your favourites.', es: 'Añadir 10 objetos diferentes a tus favoritos.' },
    condition: { kind: 'actions', action: 'favorite_added', count: 10 },
  },
  {
    id: 7,
    code: 'level_5',
    name: { fr: 'Niveau 5', en: 'Level 5', es: 'Nivel 5' },
    how: { fr: 'Atteindre le niveau 5 (1 000 XP).', en: 'Reach level 5 (1,000 XP).', es: 'Alcanzar el nivel 5 (1000 XP).' },
    condition: { kind: 'level', level: 5 },
  },
  {
    id: 8,
    code: 'level_10',
    name: { fr: 'Niveau 10', en: 'Level 10', es: 'Nivel 10' },
    how: { fr: 'Atteindre le niveau 10 (4 500 XP).', en: 'Reach level 10 (4,500 XP).', es: 'Alcanzar el nivel 10 (4500 XP).' },
    condition: { kind: 'level', level: 10 },
  },
  {
    id: 9,
    code: 'one_year',
    name: { fr: 'Ancien', en: 'Veteran', es: 'Veterano' },
    how: { fr: 'Être membre depuis un an.', en: 'Be a member for one year.', es: 'Ser miembro desde hace un año.' },
    condition: { kind: 'membership_days', days: 365 },
  },
];

export function badgeById(id: number): BadgeDef | undefined {
  return BADGES.find((badge) => badge.id === id);
}

/** What a member has done, as the badges count it. */
export interface BadgeProgress {
  /** Awards recorded per action (capped ones included: a cap limits XP, not the count). */
  actions: Partial<Record<XpAction, number>>;
  level: number;
  /** Whole days since registration. */
  membershipDays: number;
}

/** The badges `progress` earns (ids, in BADGES order). */
export function earnedBadges(progress: BadgeProgress): number[] {
  return BADGES.filter((badge) => {
    const { condition } = badge;
    switch (condition.kind) {
      case 'actions':
        return (progress.actions[condition.action] ?? 0) >= condition.count;
      case 'level':
        return progress.level >= condition.level;
      case 'membership_days':
        return progress.membershipDays >= condition.days;
    }
  }).map((badge) => badge.id);
}
