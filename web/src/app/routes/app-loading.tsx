/** Shown while the first route loads its code (a fraction of a second); no text, nothing to translate yet. */
export function AppLoading() {
  return (
    <div className="app-loading" role="progressbar" aria-busy="true" aria-label="Tofulab">
      <span className="spinner" />
    </div>
  );
}
