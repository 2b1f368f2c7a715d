/** French texts of the favourite entity: the reference for its keys (`FavoriteMessages`). */
export const fr = {
  'favorite.add': 'Ajouter {{name}} aux favoris',
  'favorite.remove': 'Retirer {{name}} des favoris',
  'favorite.loginFirst': 'Connectez-vous pour garder vos objets favoris',
};

export type FavoriteMessages = { [K in keyof typeof fr]: string };
