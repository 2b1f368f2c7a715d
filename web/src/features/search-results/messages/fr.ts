/**
 * French texts of the search-results feature (the search page): the reference for its keys
 * (`SearchResultsMessages`), so a string missing from en.ts or es.ts is a compile error.
 */
export const fr = {
  'searchPage.title': 'Recherche',
  'searchPage.titleWithText': 'Résultats pour « {{text}} »',
  'searchPage.documentTitle': 'Recherche « {{text}} »',
  'searchPage.label': 'Rechercher un objet, une arme, une panoplie ou un sort',
  'searchPage.placeholder': 'Nom, type ou classe…',
  'searchPage.submit': 'Rechercher',
  'searchPage.prompt': 'Tapez le nom d’un objet, d’une arme, d’une panoplie ou d’un sort (ou un type, une classe) puis lancez la recherche.',
  'searchPage.searching': 'Recherche en cours…',
  'searchPage.total_one': '{{count}} résultat',
  'searchPage.total_other': '{{count}} résultats',
  'searchPage.jump': 'Aller à un groupe de résultats',
  'searchPage.group.items': 'Objets',
  'searchPage.group.weapons': 'Armes',
  'searchPage.group.sets': 'Panoplies',
  'searchPage.group.spells': 'Sorts',
  'searchPage.group.cosmetics': 'Cosmétiques',
  'searchPage.shown': '{{shown}} sur {{count}}',
  'searchPage.more_one': 'Afficher {{count}} résultat de plus',
  'searchPage.more_other': 'Afficher {{count}} résultats de plus',
  'searchPage.loadingMore': 'Chargement…',
  'searchPage.pieces_one': 'Panoplie de {{count}} objet',
  'searchPage.pieces_other': 'Panoplie de {{count}} objets',
  'searchPage.spellOf': 'Sort · {{class}}',
  'searchPage.spell': 'Sort',
  'searchPage.weapon': 'Arme',
  'searchPage.empty': 'Aucun résultat pour « {{text}} ».',
  'searchPage.emptyHint': 'Vérifiez l’orthographe, essayez un seul mot ou le début d’un nom, ou parcourez l’encyclopédie.',
  'searchPage.browse': 'Parcourir l’encyclopédie',
  'searchPage.error': 'Ces résultats n’ont pas pu être chargés : {{message}}',
} satisfies Record<string, string>;

export type SearchResultsMessages = { [K in keyof typeof fr]: string };
export type SearchResultsMessageKey = keyof SearchResultsMessages;
