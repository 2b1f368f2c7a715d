/**
 * French texts of the app-stats feature: the reference for its keys (`AppStatsMessages`),
 * so a string missing from en.ts or es.ts is a compile error. Registered with the shared i18next
 * instance by ./index.ts; keys are flat and global, as in the shared dictionary (lib/i18n/fr.ts).
 */
export const fr = {
  'home.stats.nbItems': 'Objets',
  'home.stats.nbCloths': 'Panoplies',
  'home.stats.nbStuffs': 'Équipements',
  'home.stats.nbGuides': 'Guides',
  'home.stats.nbSkins': 'Skins',
  'home.stats.nbUsers': 'Membres',
  'home.stats.loading': 'Chargement des statistiques…',
  'home.stats.error': 'Impossible de charger les statistiques.',
} satisfies Record<string, string>;

export type AppStatsMessages = { [K in keyof typeof fr]: string };
export type AppStatsMessageKey = keyof AppStatsMessages;
