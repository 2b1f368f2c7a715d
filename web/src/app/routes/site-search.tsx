/** The search page (`site.search`, `?q=`): the navbar's "see all" and its Enter key lead here. */
import { SearchResultsPage } from '#web/features/search-results/components/search-results-page.tsx';

export function SiteSearchRoute() {
  return <SearchResultsPage />;
}
