/**
 * French texts of the navbar-search feature: the reference for its keys (`NavbarSearchMessages`),
 * so a string missing from en.ts or es.ts is a compile error. Registered with the shared i18next
 * instance by ./index.ts; keys are flat and global, as in the shared dictionary (lib/i18n/fr.ts).
 */
export const fr = {
  'search.label': 'Rechercher dans l’encyclopédie',
  'search.placeholder': 'Rechercher…',
  'search.results': 'Résultats de la recherche',
  'search.group.items': 'Objets',
  'search.group.stuffs': 'Équipements',
  'search.group.spells': 'Sorts',
  'search.total_one': '{{count}} résultat',
  'search.total_other': '{{count}} résultats',
  'search.announce_one': '{{count}} suggestion, flèches haut et bas pour parcourir',
  'search.announce_other': '{{count}} suggestions, flèches haut et bas pour parcourir',
  'search.seeAll_one': 'Voir le résultat',
  'search.seeAll_other': 'Voir les {{count}} résultats',
  'search.seeAllPending': 'Voir tous les résultats',
  'search.empty': 'Aucun résultat pour « {{query}} ».',
} satisfies Record<string, string>;

export type NavbarSearchMessages = { [K in keyof typeof fr]: string };
export type NavbarSearchMessageKey = keyof NavbarSearchMessages;
