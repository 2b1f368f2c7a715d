/**
 * One drawn icon per item category, weapon type and encyclopedia section (there are no official
 * pictures). Shared visual language: a rounded tile tinted with the family colour, a 2-unit
 * currentColor stroke, round joins, no text. The family colour comes from tokens.css through
 * category-icon.css, so light and dark themes follow.
 *
 * The viewBox is 50 × 50: one unit is one pixel at 50 px and two at 100 px (2× screens), so the
 * horizontal and vertical strokes, drawn on whole coordinates with an even width, fall on pixel
 * edges at both sizes.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { findCategory } from '#contract/categories';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import './category-icon.css';

export type CategoryIconSize = 50 | 100;

type Family = 'armour' | 'jewel' | 'relic' | 'creature' | 'weapon' | 'utility' | 'magic';

interface Glyph {
  family: Family;
  /** Ceremonial (cosmetic) pieces get the sparkle badge on top of their base drawing. */
  sparkle?: boolean;
  draw: () => ReactNode;
}

/* Base drawings, content kept inside 7…43 so the tile keeps a margin at 50 px. */
const hat = () => (
  <>
    <path d="M16 31 18 16q7-5 14 0l2 15" />
    <path d="M8 31q17 8 34 0" />
    <path d="M17 26h16" />
  </>
);
const cloak = () => (
  <>
    <path d="M19 9h12l3 6 6 24q-15 5-30 0l6-24z" />
    <path d="m19 9 6 7 6-7" />
    <path d="m22 23-2 14M28 23l2 14" />
  </>
);
const amulet = () => (
  <>
    <path d="M15 8l10 17 10-17" />
    <circle cx="25" cy="33" r="7" />
    <circle cx="25" cy="33" r="2" fill="currentColor" />
  </>
);
const ring = () => (
  <>
    <circle cx="25" cy="30" r="11" />
    <path d="M20 13l3-5h4l3 5-5 6z" />
  </>
);
const belt = () => (
  <>
    <path d="M7 20h36v10H7z" />
    <path d="M19 17h12v16H19z" />
    <path d="M25 21v8" />
    <circle cx="37" cy="25" r="1" fill="currentColor" />
    <circle cx="13" cy="25" r="1" fill="currentColor" />
  </>
);
const boots = () => (
  <>
    <path d="M16 9h12v17l9 4q4 2 4 6v4H13v-6q3-4 3-8z" />
    <path d="M16 14h12M13 36h28" />
  </>
);
const shield = () => (
  <>
    <path d="M25 8l14 5v11q0 12-14 18-14-6-14-18V13z" />
    <path d="M25 14v22M17 22h16" />
  </>
);
const paw = () => (
  <>
    <path d="M25 26c-6 0-10 6-10 10 0 3 2 5 5 5 2 0 3-1 5-1s3 1 5 1c3 0 5-2 5-5 0-4-4-10-10-10z" />
    <circle cx="14" cy="22" r="3" />
    <circle cx="21" cy="14" r="3" />
    <circle cx="29" cy="14" r="3" />
    <circle cx="36" cy="22" r="3" />
  </>
);
const dofus = () => (
  <>
    <path d="M25 7c9 0 14 13 14 21 0 9-6 14-14 14s-14-5-14-14c0-8 5-21 14-21z" />
    <path d="M18 25q1-7 5-11" />
    <circle cx="29" cy="30" r="2" fill="currentColor" />
    <circle cx="22" cy="34" r="1" fill="currentColor" />
  </>
);
const trophy = () => (
  <>
    <path d="M16 9h18v8a9 9 0 0 1-18 0z" />
    <path d="M16 12h-5q0 8 7 9M34 12h5q0 8-7 9" />
    <path d="M25 26v8M19 34h12v7H19z" />
  </>
);
const prism = () => (
  <>
    <path d="M25 7l11 11-11 25-11-25z" />
    <path d="M14 18h22M20 18l5 25 5-25" />
  </>
);
const horseshoe = () => (
  <>
    <path d="M15 41V25a10 10 0 0 1 20 0v16" />
    <path d="M12 41h6M32 41h6" />
    <circle cx="16" cy="25" r="1" fill="currentColor" />
    <circle cx="34" cy="25" r="1" fill="currentColor" />
    <circle cx="19" cy="18" r="1" fill="currentColor" />
    <circle cx="31" cy="18" r="1" fill="currentColor" />
  </>
);
const petsmount = () => (
  <>
    {horseshoe()}
    <circle cx="25" cy="30" r="3" />
    <circle cx="21" cy="24" r="1" fill="currentColor" />
    <circle cx="29" cy="24" r="1" fill="currentColor" />
  </>
);
const backpack = () => (
  <>
    <path d="M15 17q0-4 4-4h12q4 0 4 4v22q0 2-2 2H17q-2 0-2-2z" />
    <path d="M21 13V9h8v4M15 22h20" />
    <path d="M19 28h12v8H19z" />
  </>
);
const livingItem = () => (
  <>
    <circle cx="25" cy="25" r="15" />
    <circle cx="20" cy="22" r="2" fill="currentColor" />
    <circle cx="30" cy="22" r="2" fill="currentColor" />
    <path d="M19 30q6 5 12 0" />
  </>
);
const tonic = () => (
  <>
    <path d="M21 8h8M22 8v9l-8 14q-3 7 5 10h12q8-3 5-10l-8-14V8" />
    <path d="M16 30h18" />
  </>
);
const dofusFragment = () => (
  <>
    <path d="M11 30c0-8 5-21 14-21s14 13 14 21l-5-4-5 5-5-6-4 6-4-5z" />
    <path d="M18 26q1-6 5-10" />
  </>
);
const relic = () => (
  <>
    <path d="M15 41V19a10 10 0 0 1 20 0v22z" />
    <path d="M25 19l4 5-4 5-4-5zM12 41h26" />
  </>
);
const spellFragment = () => (
  <>
    <path d="M13 9h17l7 7v18l-4-3-4 3-4-3-4 3-4-3-4 3z" />
    <path d="M30 9v7h7" />
    <path d="M21 17l1 4 4 1-4 1-1 4-1-4-4-1 4-1z" fill="currentColor" />
  </>
);
const sword = () => (
  <>
    <path d="M35 9h6v6L22 34l-6-6z" />
    <path d="M13 25l12 12M18 32l-7 7" />
    <circle cx="10" cy="40" r="2" />
  </>
);
const dagger = () => (
  <>
    <path d="M39 11l-2 9-10 10-6-6 10-10z" />
    <path d="M16 21l13 13M22 28l-8 8" />
    <circle cx="13" cy="37" r="2" />
  </>
);
const bow = () => (
  <>
    <path d="M15 8q27 17 0 34" />
    <path d="M15 8v34" />
    <path d="M9 25h31M36 21l4 4-4 4M9 25l-2-3M9 25l-2 3" />
  </>
);
const crossbow = () => (
  <>
    <path d="M9 21q16-10 32 0" />
    <path d="M9 21l16 7 16-7" />
    <path d="M25 9v32M21 35h8" />
  </>
);
const wand = () => (
  <>
    <path d="M11 39l18-18" />
    <path d="M35 8l2 6 6 2-6 2-2 6-2-6-6-2 6-2z" fill="currentColor" />
  </>
);
const staff = () => (
  <>
    <circle cx="25" cy="13" r="6" />
    <path d="M25 19v24M21 21h8" />
  </>
);
const hammer = () => (
  <>
    <path d="M13 9h24v11H13z" />
    <path d="M25 20v22M22 42h6" />
  </>
);
const axe = () => (
  <>
    <path d="M18 8v34" />
    <path d="M18 12h5c9-3 16 4 17 12-1 8-8 15-17 12h-5" />
  </>
);
const scythe = () => (
  <>
    <path d="M33 8v35" />
    <path d="M33 10c-9-4-20 0-25 9 8-4 16-4 25-2" />
    <path d="M29 28h8" />
  </>
);
const shovel = () => (
  <>
    <path d="M20 8h10M25 8v19" />
    <path d="M17 27h16v8q0 7-8 8-8-1-8-8z" />
  </>
);
const pickaxe = () => (
  <>
    <path d="M8 20q17-14 34 0-17-8-34 0z" />
    <path d="M25 15v28" />
  </>
);
const tool = () => (
  <>
    <path d="M31 8a9 9 0 0 0-9 12L10 32a3 3 0 0 0 5 5l12-12a9 9 0 0 0 12-9l-6 3-4-4 3-6z" />
  </>
);
const lance = () => (
  <>
    <path d="M9 41l22-22" />
    <path d="M29 15l13-7-7 13z" />
    <path d="M24 18l8 8" />
  </>
);
const magicWeapon = () => (
  <>
    <circle cx="25" cy="21" r="10" />
    <path d="M21 19q2-4 6-4" />
    <path d="M17 42h16l-3-9H20z" />
  </>
);
const soulStone = () => (
  <>
    <circle cx="25" cy="25" r="15" />
    <path d="M25 18a7 7 0 1 1-7 7q0-3 3-3" />
  </>
);
const equipment = () => (
  <>
    <path d="M17 9l8 4 8-4 8 6-4 7-2-1v20H15V21l-2 1-4-7z" />
    <path d="M21 27h8" />
  </>
);
const crossedSwords = () => (
  <>
    <path d="M9 9l23 23M41 9L18 32" />
    <path d="M28 36l8-8M14 28l8 8M34 34l5 5M16 34l-5 5" />
  </>
);
const hanger = () => (
  <>
    <path d="M21 12a4 4 0 1 1 4 4v3" />
    <path d="M25 19L8 32q-2 3 2 3h30q4 0 2-3z" />
  </>
);
const spellbook = () => (
  <>
    <path d="M25 14q-7-5-16-4v28q9-1 16 3 7-4 16-3V10q-9-1-16 4z" />
    <path d="M25 14v27" />
    <path d="M33 18l1 3 3 1-3 1-1 3-1-3-3-1 3-1z" fill="currentColor" />
  </>
);
const sparkleLarge = () => (
  <>
    <path d="M23 8l3 11 11 3-11 3-3 11-3-11-11-3 11-3z" />
    <path d="M36 30l1 4 4 1-4 1-1 4-1-4-4-1 4-1z" fill="currentColor" />
  </>
);

/** Icon key → drawing. Keys are the data keys of contract/categories.ts plus the encyclopedia sections. */
const GLYPHS = {
  hat: { family: 'armour', draw: hat },
  cloak: { family: 'armour', draw: cloak },
  belt: { family: 'armour', draw: belt },
  boots: { family: 'armour', draw: boots },
  shield: { family: 'armour', draw: shield },
  amulet: { family: 'jewel', draw: amulet },
  ring: { family: 'jewel', draw: ring },
  dofus: { family: 'relic', draw: dofus },
  trophy: { family: 'relic', draw: trophy },
  prysmaradite: { family: 'relic', draw: prism },
  dofus_fragment: { family: 'relic', draw: dofusFragment },
  relic: { family: 'relic', draw: relic },
  pet: { family: 'creature', draw: paw },
  petsmount: { family: 'creature', draw: petsmount },
  // Dragoturkeys, seemyools and rhineetles are all mounts: one drawing.
  mount: { family: 'creature', draw: horseshoe },
  seemyool: { family: 'creature', draw: horseshoe },
  rhineetle: { family: 'creature', draw: horseshoe },
  backpack: { family: 'utility', draw: backpack },
  tonic: { family: 'utility', draw: tonic },
  spell_fragment: { family: 'magic', draw: spellFragment },
  living_item: { family: 'magic', draw: livingItem },
  cosmetic_hat: { family: 'armour', sparkle: true, draw: hat },
  cosmetic_cloak: { family: 'armour', sparkle: true, draw: cloak },
  cosmetic_pet: { family: 'creature', sparkle: true, draw: paw },
  cosmetic_weapon: { family: 'weapon', sparkle: true, draw: sword },
  cosmetic_shield: { family: 'armour', sparkle: true, draw: shield },
  cosmetic_mount: { family: 'creature', sparkle: true, draw: horseshoe },
  sword: { family: 'weapon', draw: sword },
  dagger: { family: 'weapon', draw: dagger },
  bow: { family: 'weapon', draw: bow },
  crossbow: { family: 'weapon', draw: crossbow },
  wand: { family: 'weapon', draw: wand },
  staff: { family: 'weapon', draw: staff },
  hammer: { family: 'weapon', draw: hammer },
  axe: { family: 'weapon', draw: axe },
  scythe: { family: 'weapon', draw: scythe },
  shovel: { family: 'weapon', draw: shovel },
  pickaxe: { family: 'weapon', draw: pickaxe },
  tool: { family: 'weapon', draw: tool },
  lance: { family: 'weapon', draw: lance },
  magic_weapon: { family: 'weapon', draw: magicWeapon },
  soul_stone: { family: 'magic', draw: soulStone },
  // Encyclopedia sections (routes.ts ENCYCLOPEDIA_CATEGORIES).
  item: { family: 'armour', draw: equipment },
  weapon: { family: 'weapon', draw: crossedSwords },
  cloth: { family: 'armour', draw: hanger },
  cosmetic: { family: 'relic', draw: sparkleLarge },
  spells: { family: 'magic', draw: spellbook },
} as const satisfies Record<string, Glyph>;

export type CategoryIconKey = keyof typeof GLYPHS;

const SECTION_LABEL_KEYS = {
  item: 'encyclopedia.item',
  weapon: 'encyclopedia.weapon',
  cloth: 'encyclopedia.cloth',
  cosmetic: 'encyclopedia.cosmetic',
  spells: 'encyclopedia.spells',
} as const;

/** Other names callers use for the sections. */
const ALIASES: Readonly<Record<string, CategoryIconKey>> = { set: 'cloth', sets: 'cloth', spell: 'spells' };

function isIconKey(value: string): value is CategoryIconKey {
  return Object.hasOwn(GLYPHS, value);
}

/**
 * The icon of a category given as a data key (`hat`, `sword`), a spec code (`ch`, `ep`), an
 * encyclopedia section (`item`, `cloth`, `spells`) or an alias (`set`); undefined if none.
 */
export function categoryIconKey(category: string): CategoryIconKey | undefined {
  if (isIconKey(category)) return category;
  const alias = ALIASES[category];
  if (alias) return alias;
  const def = findCategory(category);
  return def && isIconKey(def.key) ? def.key : undefined;
}

export interface CategoryIconProps {
  /** Data key, spec code or encyclopedia section; an unknown value shows the generic item icon. */
  category: string;
  /** 50 px in lists, 100 px where the icon is the page's picture. */
  size?: CategoryIconSize;
  /** Hidden from screen readers when the category is already written next to it. */
  decorative?: boolean;
  className?: string;
}

export function CategoryIcon({ category, size = 50, decorative = false, className }: CategoryIconProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const key = categoryIconKey(category) ?? 'item';
  const glyph: Glyph = GLYPHS[key];
  let label: string;
  if (key in SECTION_LABEL_KEYS) label = t(SECTION_LABEL_KEYS[key as keyof typeof SECTION_LABEL_KEYS]);
  else label = findCategory(key)?.name[lang] ?? t('encyclopedia.item');

  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': label };
  return (
    <svg
      className={['category-icon', `category-icon--${glyph.family}`, className].filter(Boolean).join(' ')}
      width={size}
      height={size}
      viewBox="0 0 50 50"
      focusable="false"
      data-category={key}
      {...a11y}
    >
      <rect className="category-icon__tile" x="1" y="1" width="48" height="48" rx="12" />
      <g fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
        {glyph.draw()}
      </g>
      {glyph.sparkle ? (
        <path
          className="category-icon__sparkle"
          d="M41 3l2 5 5 2-5 2-2 5-2-5-5-2 5-2z"
          strokeWidth={1}
          strokeLinejoin="round"
        />
      ) : null}
    </svg>
  );
}
