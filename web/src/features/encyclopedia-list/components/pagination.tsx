/** Page links of a category screen: real links (the page is in the URL), first/last and a window around the current page. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '#web/components/ui/icons.tsx';
import { pageWindow } from '../model/page-window.ts';

export function Pagination({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="list-pagination" aria-label={t('list.pagination')} data-testid="list-pagination">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className="button button--small" rel="prev">
          <ChevronLeftIcon size={14} />
          {t('list.previous')}
        </Link>
      ) : (
        <span className="button button--small" aria-disabled="true">
          <ChevronLeftIcon size={14} />
          {t('list.previous')}
        </span>
      )}
      <ol role="list" className="list-pagination__pages">
        {pageWindow(page, pages).map((entry, index) =>
          entry === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="list-pagination__gap">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={hrefOf(entry)}
                className="list-pagination__page tabular"
                aria-current={entry === page ? 'page' : undefined}
                aria-label={t('list.page', { page: entry, pages })}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} className="button button--small" rel="next" data-testid="list-next">
          {t('list.next')}
          <ChevronRightIcon size={14} />
        </Link>
      ) : (
        <span className="button button--small" aria-disabled="true">
          {t('list.next')}
          <ChevronRightIcon size={14} />
        </span>
      )}
    </nav>
  );
}
