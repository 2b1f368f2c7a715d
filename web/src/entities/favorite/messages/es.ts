/** Spanish texts of the favourite entity. Typed by the French ones: no key may be missing. */
import type { FavoriteMessages } from './fr.ts';

export const es: FavoriteMessages = {
  'favorite.add': 'Añadir {{name}} a favoritos',
  'favorite.remove': 'Quitar {{name}} de favoritos',
  'favorite.loginFirst': 'Inicia sesión para guardar tus objetos favoritos',
};
