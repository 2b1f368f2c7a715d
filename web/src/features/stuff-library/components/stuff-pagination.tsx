/** Page links of a stuff list: real links (the page is in the URL), previous / next and the pages around. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '#web/components/ui/icons.tsx';

/** The pages shown: the first, the last and two around the current one; null is a gap. */
export function stuffPageWindow(page: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((entry) => entry >= 1 && entry <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const entry of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && entry - last > 1) out.push(null);
    out.push(entry);
  }
  return out;
}

export function StuffPagination({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="stuff-pagination" aria-label={t('library.pagination')} data-testid="stuff-pagination">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className="button button--small" rel="prev" data-testid="stuff-page-previous">
          <ChevronLeftIcon size={14} />
          {t('library.page.previous')}
        </Link>
      ) : null}
      <ol role="list" className="stuff-pagination__pages">
        {stuffPageWindow(page, pages).map((entry, index) =>
          entry === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={hrefOf(entry)}
                className="stuff-pagination__page tabular"
                aria-current={entry === page ? 'page' : undefined}
                aria-label={t('library.page.of', { page: entry, pages })}
                data-testid={`stuff-page-${entry}`}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} className="button button--small" rel="next" data-testid="stuff-page-next">
          {t('library.page.next')}
          <ChevronRightIcon size={14} />
        </Link>
      ) : null}
    </nav>
  );
}
