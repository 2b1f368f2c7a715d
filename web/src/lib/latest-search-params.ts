/**
 * The query string as it stands now. react-router's functional `setSearchParams` starts from the last
 * rendered params; the data router replaces the URL at once but renders a little later (its
 * navigation runs in a transition), so a second change made in that window would start from stale
 * params and undo the first. Forms that keep their state in the URL build each change from this.
 */
export function latestSearchParams(): URLSearchParams {
  return new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
}
