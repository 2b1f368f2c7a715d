/** English texts of the navbar-search feature. Typed by the French ones: no key may be missing. */
import type { NavbarSearchMessages } from './fr.ts';

export const en: NavbarSearchMessages = {
  'search.label': 'Search the encyclopedia',
  'search.placeholder': 'Search…',
  'search.results': 'Search results',
  'search.group.items': 'Items',
  'search.group.stuffs': 'Stuffs',
  'search.group.spells': 'Spells',
  'search.total_one': '{{count}} result',
  'search.total_other': '{{count}} results',
  'search.announce_one': '{{count}} suggestion, use the up and down arrows to browse',
  'search.announce_other': '{{count}} suggestions, use the up and down arrows to browse',
  'search.seeAll_one': 'See the result',
  'search.seeAll_other': 'See all {{count}} results',
  'search.seeAllPending': 'See all results',
  'search.empty': 'No results for “{{query}}”.',
};
