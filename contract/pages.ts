/**
 * The one table of the site's localised pages (site-spec §2, builder-spec §2). A route is a list
 * of tokens: a segment key of `SEGMENTS` (translated per language), or a `:param`. Params named in
 * `LOCALISED_PARAMS` also have translated values (the encyclopedia category slug). Everything that
 * turns a route into a URL, or a URL back into a route, goes through this module so the router,
 * the navigation, the language switch and the server (which answers 404 for a path that names no
 * page) can never disagree. It is part of the contract because both sides read it; the web app
 * imports it through `web/src/config/routes.ts`. Plain TypeScript: no zod, no React.
 */
import { DEFAULT_LANG, LANGS, type Lang } from './common.ts';

type Localised = Readonly<Record<Lang, string>>;

/** Route segments; the French ones are those of the spec. */
export const SEGMENTS = {
  termsOfUse: { fr: 'cgu', en: 'terms-of-use', es: 'condiciones-de-uso' },
  privacy: { fr: 'confidentialite', en: 'privacy', es: 'privacidad' },
  devblog: { fr: 'devblog', en: 'devblog', es: 'devblog' },
  badges: { fr: 'badges', en: 'badges', es: 'insignias' },
  authAction: { fr: 'auth-action', en: 'auth-action', es: 'auth-action' },
  encyclopedia: { fr: 'encyclopedie', en: 'encyclopedia', es: 'enciclopedia' },
  item: { fr: 'objet', en: 'item', es: 'objeto' },
  cloth: { fr: 'panoplie', en: 'set', es: 'set' },
  spells: { fr: 'sorts', en: 'spells', es: 'hechizos' },
  folders: { fr: 'dossiers', en: 'folders', es: 'carpetas' },
  stuffs: { fr: 'equipements', en: 'stuffs', es: 'equipos' },
  skins: { fr: 'skins', en: 'skins', es: 'skins' },
  members: { fr: 'membres', en: 'members', es: 'miembros' },
  member: { fr: 'membre', en: 'member', es: 'miembro' },
  profile: { fr: 'profil', en: 'profile', es: 'perfil' },
  passwordReset: { fr: 'oubli-mot-de-passe', en: 'forgotten-password', es: 'contrasena-olvidada' },
  emailConfirm: { fr: 'mail-perdu', en: 'lost-email', es: 'correo-perdido' },
  community: { fr: 'communaute', en: 'community', es: 'comunidad' },
  stuff: { fr: 'equipement', en: 'stuff', es: 'equipo' },
  draft: { fr: 'draft', en: 'draft', es: 'draft' },
  private: { fr: 'private', en: 'private', es: 'private' },
  copy: { fr: 'copie', en: 'copy', es: 'copia' },
  simulation: { fr: 'simulation', en: 'simulation', es: 'simulacion' },
  items: { fr: 'objets', en: 'items', es: 'objetos' },
  forgemagie: { fr: 'fm', en: 'fm', es: 'fm' },
  characteristics: { fr: 'caracteristiques', en: 'characteristics', es: 'caracteristicas' },
  weapon: { fr: 'arme', en: 'weapon', es: 'arma' },
  boosts: { fr: 'boosts', en: 'boosts', es: 'boosts' },
  skin: { fr: 'skin', en: 'skin', es: 'skin' },
  dofusStuffer: { fr: 'dofus-stuffer', en: 'dofus-stuffer', es: 'dofus-stuffer' },
  guides: { fr: 'guides', en: 'guides', es: 'guias' },
  search: { fr: 'search', en: 'search', es: 'busqueda' },
  /** The site-wide search results (the navbar's "see all"). */
  siteSearch: { fr: 'recherche', en: 'search', es: 'busqueda' },
  tools: { fr: 'outils', en: 'tools', es: 'herramientas' },
  workshop: { fr: 'atelier', en: 'workshop', es: 'taller' },
  bombminator: { fr: 'bombminator', en: 'bombminator', es: 'bombminator' },
  cacminator: { fr: 'cacminator', en: 'cacminator', es: 'cacminator' },
  panominator: { fr: 'panominator', en: 'panominator', es: 'panominator' },
  skinator: { fr: 'skinator', en: 'skinator', es: 'skinator' },
  stuffminator: { fr: 'stuffminator', en: 'stuffminator', es: 'stuffminator' },
  admin: { fr: 'admin', en: 'admin', es: 'admin' },
} as const satisfies Record<string, Localised>;
export type SegmentKey = keyof typeof SEGMENTS;

/** Top-level encyclopedia categories (site-spec §3) and their URL slugs. */
export const ENCYCLOPEDIA_CATEGORIES = {
  item: { fr: 'objets', en: 'items', es: 'objetos' },
  weapon: { fr: 'armes', en: 'weapons', es: 'armas' },
  cloth: { fr: 'panoplies', en: 'sets', es: 'sets' },
  cosmetic: { fr: 'cosmetiques', en: 'cosmetics', es: 'cosmeticos' },
  spells: { fr: 'sorts', en: 'spells', es: 'hechizos' },
} as const satisfies Record<string, Localised>;
export type EncyclopediaCategory = keyof typeof ENCYCLOPEDIA_CATEGORIES;

/** Params whose values are translated too: the canonical value is the key of the table. */
export const LOCALISED_PARAMS: Readonly<Record<string, Readonly<Record<string, Localised>>>> = {
  category: ENCYCLOPEDIA_CATEGORIES,
};

type RouteToken = SegmentKey | `:${string}`;

/** Route name → tokens. Names follow the spec; an empty list is the language home. */
export const ROUTES = {
  'site.home': [],
  'site.cgu': ['termsOfUse'],
  'site.confidentiality': ['privacy'],
  'site.devblog': ['devblog'],
  'site.search': ['siteSearch'],
  badges: ['badges'],
  'auth.action': ['authAction'],
  'encyclopedia.item': ['encyclopedia', 'item', ':itemId'],
  'encyclopedia.cloth': ['encyclopedia', 'cloth', ':clothId'],
  'encyclopedia.spells': ['encyclopedia', 'spells', ':classId'],
  'encyclopedia.category': ['encyclopedia', ':category'],
  'user.folders': ['folders'],
  'user.stuffs': ['stuffs'],
  'user.skins': ['skins'],
  'user.profile': ['members', 'profile'],
  'user.password-reset': ['passwordReset'],
  'user.email-confirm': ['emailConfirm'],
  'user.public-profile': ['member', ':userSlug'],
  'user.public-stuffs': ['member', ':userSlug', 'stuffs'],
  'workshop.public-home': ['member', ':userSlug', 'workshop'],
  'user.public-skins': ['member', ':userSlug', 'skins'],
  'community.user': ['community', 'members'],
  // The moderation team's page (issue 18): roles, tags, bans, hidden stuffs, the log.
  'admin.members': ['admin', 'members'],
  'stuff.draft': ['stuff', 'draft'],
  'stuff.draft-items': ['stuff', 'draft', 'items'],
  'stuff.draft-fm': ['stuff', 'draft', 'forgemagie'],
  'stuff.draft-caracteristics': ['stuff', 'draft', 'characteristics'],
  'stuff.draft-weapon': ['stuff', 'draft', 'weapon'],
  'stuff.draft-spells': ['stuff', 'draft', 'spells'],
  'stuff.draft-boosts': ['stuff', 'draft', 'boosts'],
  'stuff.draft-copy': ['stuff', 'draft', 'copy'],
  // A member's own stuff (mode private, builder-spec §2): the same tabs as the draft, plus copy.
  'stuff.private': ['stuff', 'private', ':stuffId'],
  'stuff.items': ['stuff', 'private', ':stuffId', 'items'],
  'stuff.fm': ['stuff', 'private', ':stuffId', 'forgemagie'],
  'stuff.caracteristics': ['stuff', 'private', ':stuffId', 'characteristics'],
  'stuff.weapon': ['stuff', 'private', ':stuffId', 'weapon'],
  'stuff.spells': ['stuff', 'private', ':stuffId', 'spells'],
  'stuff.boosts': ['stuff', 'private', ':stuffId', 'boosts'],
  // The look applied to a saved stuff (builder-spec §1 the builder's skin sub-page, `stuff-skin`).
  'stuff.skin': ['stuff', 'private', ':stuffId', 'skin'],
  'stuff.simulation': ['stuff', 'private', ':stuffId', 'simulation'],
  'stuff.copy': ['stuff', 'private', ':stuffId', 'copy'],
  'stuff.dofus-stuffer': ['stuff', 'dofusStuffer'],
  'stuff.guides': ['stuff', 'guides'],
  'stuff.search': ['stuff', 'search'],
  'stuff.public': ['stuff', ':stuffId'],
  // Another member's public stuff (mode public): read-only tabs; copy asks to log in.
  'stuff.public-items': ['stuff', ':stuffId', 'items'],
  'stuff.public-fm': ['stuff', ':stuffId', 'forgemagie'],
  'stuff.public-caracteristics': ['stuff', ':stuffId', 'characteristics'],
  'stuff.public-weapon': ['stuff', ':stuffId', 'weapon'],
  'stuff.public-spells': ['stuff', ':stuffId', 'spells'],
  'stuff.public-boosts': ['stuff', ':stuffId', 'boosts'],
  'stuff.public-skin': ['stuff', ':stuffId', 'skin'],
  'stuff.public-copy': ['stuff', ':stuffId', 'copy'],
  'workshop.home': ['tools', 'workshop'],
  'tools.bombminator': ['tools', 'bombminator'],
  'tools.cacminator': ['tools', 'cacminator'],
  'tools.panominator': ['tools', 'panominator'],
  'tools.panominator-set': ['tools', 'panominator', ':clothId'],
  'tools.skinator': ['tools', 'skinator', 'draft'],
  // A saved skin in the Skinator (issue 21): its owner edits it, others see a public one.
  'tools.skinator-skin': ['tools', 'skinator', ':skinId'],
  'tools.stuffminator': ['tools', 'stuffminator'],
  'tools.stuffminator-one': ['tools', 'stuffminator', ':stuffId1'],
  'tools.stuffminator-two': ['tools', 'stuffminator', ':stuffId1', ':stuffId2'],
  'tools.dofus-stuffer': ['tools', 'dofusStuffer'],
} as const satisfies Record<string, readonly RouteToken[]>;
export type RouteName = keyof typeof ROUTES;
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

export type RouteParams = Readonly<Record<string, string | number>>;

export function isLang(value: string | undefined | null): value is Lang {
  return (LANGS as readonly string[]).includes(value ?? '');
}

function isParam(token: RouteToken): token is `:${string}` {
  return token.startsWith(':');
}

/** The router pattern of a route below `/{lang}/`, e.g. `equipement/draft`, `encyclopedie/:category`. */
export function routePattern(name: RouteName, lang: Lang): string {
  const tokens: readonly RouteToken[] = ROUTES[name];
  return tokens.map((token) => (isParam(token) ? token : SEGMENTS[token][lang])).join('/');
}

function localiseParam(param: string, value: string, lang: Lang): string {
  const slugs = LOCALISED_PARAMS[param];
  const localised = slugs?.[value]?.[lang];
  if (slugs && localised === undefined) throw new Error(`routes: unknown value "${value}" for :${param}`);
  return localised ?? value;
}

/** The canonical value of a localised param from its slug in `lang`, or undefined if it is not one. */
export function canonicalParam(param: string, slug: string, lang: Lang): string | undefined {
  const slugs = LOCALISED_PARAMS[param];
  if (!slugs) return slug;
  return Object.keys(slugs).find((value) => slugs[value][lang] === slug);
}

/**
 * The absolute path of a route in a language. Params are canonical values (`{ category: 'item' }`),
 * localised here. The home ends with a slash (`/fr/`), as the server redirects `/` to it.
 */
export function buildPath(name: RouteName, lang: Lang, params: RouteParams = {}): string {
  const tokens: readonly RouteToken[] = ROUTES[name];
  const segments = tokens.map((token) => {
    if (!isParam(token)) return SEGMENTS[token][lang];
    const param = token.slice(1);
    const value = params[param];
    if (value === undefined || value === '') throw new Error(`routes: ${name} needs :${param}`);
    return encodeURIComponent(localiseParam(param, String(value), lang));
  });
  return `/${lang}/${segments.join('/')}`;
}

export interface RouteMatch {
  name: RouteName;
  /** The language of the URL's prefix. */
  lang: Lang;
  /** Canonical param values. */
  params: Record<string, string>;
}

function matchTokens(
  name: RouteName,
  slugLang: Lang,
  segments: readonly string[],
): { params: Record<string, string>; staticCount: number } | undefined {
  const tokens: readonly RouteToken[] = ROUTES[name];
  if (tokens.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  let staticCount = 0;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    const segment = segments[index];
    if (isParam(token)) {
      const param = token.slice(1);
      const value = canonicalParam(param, segment, slugLang);
      if (value === undefined) return undefined;
      params[param] = value;
    } else if (SEGMENTS[token][slugLang] === segment) {
      staticCount += 1;
    } else {
      return undefined;
    }
  }
  return { params, staticCount };
}

function splitPath(pathname: string): string[] {
  return pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

/**
 * The route of a path such as `/en/stuff/draft`. Slugs of the URL's own language win; slugs of
 * another language are accepted too, so that a French link opened under `/en/` can be redirected
 * to its English path instead of the home. Static segments beat params, as in the router.
 */
export function matchLocalisedPath(pathname: string): RouteMatch | undefined {
  const [lang, ...rest] = splitPath(pathname);
  if (!isLang(lang)) return undefined;
  const slugLangs = [lang, ...LANGS.filter((other) => other !== lang)];
  for (const slugLang of slugLangs) {
    let best: { name: RouteName; params: Record<string, string>; staticCount: number } | undefined;
    for (const name of ROUTE_NAMES) {
      const found = matchTokens(name, slugLang, rest);
      if (found && (!best || found.staticCount > best.staticCount)) best = { name, ...found };
    }
    if (best) return { name: best.name, lang, params: best.params };
  }
  return undefined;
}

/**
 * The same page in another language: segments and localised params translated, query and hash
 * kept. A path that names no route leads to the home of the target language.
 */
export function translatePath(pathname: string, targetLang: Lang, search = '', hash = ''): string {
  const match = matchLocalisedPath(pathname);
  if (!match) return buildPath('site.home', targetLang);
  return `${buildPath(match.name, targetLang, match.params)}${search}${hash}`;
}

/**
 * The route of a path written without its language prefix (`/equipement/draft`), placed under
 * `lang`: the page the visitor meant, or undefined. A path that starts with a language is not one.
 */
export function matchUnprefixedPath(pathname: string, lang: Lang): RouteMatch | undefined {
  const [first] = splitPath(pathname);
  if (first === undefined || isLang(first)) return undefined;
  return matchLocalisedPath(`/${lang}${pathname.startsWith('/') ? '' : '/'}${pathname}`);
}

/**
 * Whether a path names a page of the site: a route in its language's slugs, in another language's
 * slugs (the client redirects it), or without its language prefix (likewise). Anything else is
 * "not found": the server answers it 404 (with the app, which shows its not-found page).
 */
export function isPagePath(pathname: string): boolean {
  return matchLocalisedPath(pathname) !== undefined || matchUnprefixedPath(pathname, DEFAULT_LANG) !== undefined;
}
