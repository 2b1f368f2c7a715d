/**
 * French texts of the encyclopedia-list feature: the reference for its keys (`EncyclopediaListMessages`),
 * so a string missing from en.ts or es.ts is a compile error. Registered with the shared i18next
 * instance by ./index.ts; keys are flat and global, as in the shared dictionary (lib/i18n/fr.ts).
 */
export const fr = {
  'list.filters': 'Filtres',
  'list.text': 'Nom',
  'list.text.placeholder': 'Ex. : bouftou',
  'list.class': 'Classe',
  'list.any': 'Tous',
  'list.element': 'Éléments',
  'list.levelMin': 'Niveau min.',
  'list.levelMax': 'Niveau max.',
  'list.include': 'Types inclus',
  'list.exclude': 'Types exclus',
  'list.mainEffect': 'Effet principal',
  'list.effect': 'Effet',
  'list.sort': 'Tri',
  'list.sort.relevance': 'Pertinence',
  'list.sort.level_asc': 'Niveau croissant',
  'list.sort.level_desc': 'Niveau décroissant',
  'list.sort.name_asc': 'Nom (A → Z)',
  'list.sort.name_desc': 'Nom (Z → A)',
  'list.sort.effect_desc': 'Valeur de l’effet',
  'list.display': 'Affichage',
  'list.display.list': 'Liste',
  'list.display.card': 'Cartes',
  'list.display.quick': 'Rapide',
  'list.size': 'Par page',
  'list.reset': 'Réinitialiser les filtres',
  'list.count_one': '{{count}} résultat',
  'list.count_other': '{{count}} résultats',
  'list.empty': 'Aucun résultat ne correspond à ces filtres.',
  'list.pagination': 'Pages',
  'list.previous': 'Précédente',
  'list.next': 'Suivante',
  'list.page': 'Page {{page}} sur {{pages}}',
  'list.pieces_one': '{{count}} objet',
  'list.pieces_other': '{{count}} objets',
  'list.spells.lead': 'Choisissez une classe pour voir ses sorts.',
  'list.results': 'Résultats',
} satisfies Record<string, string>;

export type EncyclopediaListMessages = { [K in keyof typeof fr]: string };
export type EncyclopediaListMessageKey = keyof EncyclopediaListMessages;
