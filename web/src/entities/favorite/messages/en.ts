/** English texts of the favourite entity. Typed by the French ones: no key may be missing. */
import type { FavoriteMessages } from './fr.ts';

export const en: FavoriteMessages = {
  'favorite.add': 'Add {{name}} to favourites',
  'favorite.remove': 'Remove {{name}} from favourites',
  'favorite.loginFirst': 'Log in to keep your favourite items',
};
