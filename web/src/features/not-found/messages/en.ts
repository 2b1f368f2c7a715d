/** English texts of the not-found feature. Typed by the French ones: no key may be missing. */
import type { NotFoundMessages } from './fr.ts';

export const en: NotFoundMessages = {
  'notFound.code': 'Error 404',
  'notFound.title': 'Page not found',
  'notFound.body': 'There is no Tofulab page at this address. The link may be old or mistyped.',
  'notFound.path': 'Address asked for:',
  'notFound.searchLabel': 'Search for an item, a set or a spell',
  'notFound.searchPlaceholder': 'Search…',
  'notFound.searchSubmit': 'Search',
  'notFound.home': 'Back to the home page',
  'notFound.searchPage': 'Open the search',
  'notFound.draft': 'Stuff builder',
};
