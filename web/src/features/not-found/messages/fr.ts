/**
 * French texts of the not-found feature (the 404 page): the reference for its keys
 * (`NotFoundMessages`), so a string missing from en.ts or es.ts is a compile error.
 */
export const fr = {
  'notFound.code': 'Erreur 404',
  'notFound.title': 'Page introuvable',
  'notFound.body': 'Aucune page de Tofulab ne se trouve à cette adresse. Le lien est peut-être ancien ou mal recopié.',
  'notFound.path': 'Adresse demandée :',
  'notFound.searchLabel': 'Chercher un objet, une panoplie ou un sort',
  'notFound.searchPlaceholder': 'Rechercher…',
  'notFound.searchSubmit': 'Rechercher',
  'notFound.home': 'Retour à l’accueil',
  'notFound.searchPage': 'Ouvrir la recherche',
  'notFound.draft': 'Simulateur d’équipement',
} satisfies Record<string, string>;

export type NotFoundMessages = { [K in keyof typeof fr]: string };
export type NotFoundMessageKey = keyof NotFoundMessages;
