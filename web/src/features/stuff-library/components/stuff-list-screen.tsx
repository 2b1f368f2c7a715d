/**
 * The paged stuff lists: the member's library (`equipements`: GET /api/stuffs/:game/private with
 * its filters, folders included), the public search (`equipement/search`: GET
 * /api/search/:game/stuffs) and the guides (`equipement/guides`: the same search, guides only).
 * The URL is the state (a link reproduces the view); the list's last view of the tab comes back
 * when it is opened without a query (site-spec "filter state kept per page": stuffs).
 */
import '../messages/index.ts';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { ownStuffSearchQueryOptions, stuffSearchQueryOptions } from '#web/entities/stuff/api/stuffs.ts';
import { foldersQueryOptions } from '#web/entities/folder/api/folders.ts';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import {
  DEFAULT_STUFF_FILTERS,
  hasActiveStuffFilters,
  searchFromStuffFilters,
  stuffApiQuery,
  stuffFiltersFromSearch,
  withStuffChange,
  type StuffFilters,
  type StuffListKind,
} from '../model/stuff-filters.ts';
import { rememberedStuffView, rememberStuffView } from '../model/remembered-filters.ts';
import { StuffFilterPanel } from './stuff-filter-panel.tsx';
import { StuffHitList } from './stuff-parts.tsx';
import { StuffPagination } from './stuff-pagination.tsx';
import { LibraryTabs } from './library-tabs.tsx';
import './stuff-library.css';

const TITLES = { own: 'route.user.stuffs', search: 'route.stuff.search', guides: 'route.stuff.guides' } as const;
const INTROS = { own: 'library.own.intro', search: 'library.search.intro', guides: 'library.guides.intro' } as const;
const EMPTY = { own: 'library.empty.filtered', search: 'library.empty.search', guides: 'library.empty.guides' } as const;

export function StuffListScreen({ kind }: { kind: StuffListKind }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => stuffFiltersFromSearch(searchParams, kind), [searchParams, kind]);
  const session = useSession();
  const member = session.status === 'member';

  // Opened without a query: the list's last view of this tab, once.
  const [restoreTo, setRestoreTo] = useState(() => (location.search === '' ? rememberedStuffView(SITE_VARIANT, kind) : ''));
  const restoring = restoreTo !== '' && location.search === '';
  useEffect(() => {
    if (restoring) void navigate({ pathname: location.pathname, search: `?${restoreTo}` }, { replace: true });
    else if (restoreTo !== '') setRestoreTo('');
  }, [restoring, restoreTo, navigate, location.pathname]);
  // Kept as soon as the view shows (a layout effect: before the page can be left).
  useLayoutEffect(() => {
    if (!restoring) rememberStuffView(SITE_VARIANT, kind, location.search);
  }, [kind, location.search, restoring]);

  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  }, [filters]);
  const ownPath = useRef(location.pathname);
  const update = useCallback(
    (change: Partial<StuffFilters>, options?: { replace?: boolean }) => {
      if (window.location.pathname !== ownPath.current) return;
      const next = withStuffChange(latest.current, change);
      latest.current = next;
      setSearchParams(searchFromStuffFilters(next), { replace: options?.replace, preventScrollReset: true });
    },
    [setSearchParams],
  );
  const reset = useCallback(() => {
    const next = { ...DEFAULT_STUFF_FILTERS, size: latest.current.size, sort: latest.current.sort };
    latest.current = next;
    setSearchParams(searchFromStuffFilters(next));
  }, [setSearchParams]);

  const query = stuffApiQuery(filters, kind);
  const own = useQuery({ ...ownStuffSearchQueryOptions(SITE_VARIANT, query), enabled: !restoring && kind === 'own' && member, placeholderData: keepPreviousData, meta: { silent: true } });
  const open = useQuery({ ...stuffSearchQueryOptions(SITE_VARIANT, query), enabled: !restoring && kind !== 'own', placeholderData: keepPreviousData, meta: { silent: true } });
  const search = kind === 'own' ? own : open;
  const folders = useQuery({ ...foldersQueryOptions(), enabled: kind === 'own' && member });

  // A page past the end (an old link, fewer stuffs since): the last page that exists.
  const lastPage = search.data?.pages ?? 0;
  useEffect(() => {
    if (lastPage > 0 && filters.page > lastPage) update({ page: lastPage }, { replace: true });
  }, [lastPage, filters.page, update]);

  if (restoring) return null;
  const result = search.data;
  const hrefOfPage = (page: number) => {
    const next = searchFromStuffFilters(withStuffChange(filters, { page })).toString();
    return next ? `?${next}` : location.pathname;
  };
  let emptyText: ReactNode = null;
  if (result && result.count === 0) emptyText = kind === 'own' && !hasActiveStuffFilters(filters) ? t('library.empty.own') : t(EMPTY[kind]);

  return (
    <div className="container stuff-library" data-testid={`stuff-list-${kind}`}>
      {kind === 'own' && <LibraryTabs current="stuffs" />}
      <header className="stuff-library__header">
        <h1 className="stuff-library__title">{t(TITLES[kind])}</h1>
        <p className="stuff-library__lead">{t(INTROS[kind])}</p>
      </header>
      <StuffFilterPanel kind={kind} filters={filters} folders={folders.data} onChange={update} onReset={reset} />
      <div className="stuff-library__status" aria-live="polite">
        {search.isError && (
          <p className="status status--error" role="alert" data-testid="stuff-list-error">
            {t('library.error', { message: errorMessage(search.error, t) })}
          </p>
        )}
        {result && (
          <p className="status" data-testid="stuff-list-count">
            {result.count === 0 ? emptyText : t('library.count', { count: result.count })}
          </p>
        )}
        {search.isFetching && <span className="spinner" aria-label={t('common.loading')} />}
      </div>
      {result && result.hits.length > 0 && (
        <div className={search.isPlaceholderData ? 'stuff-library__results is-stale' : 'stuff-library__results'}>
          <StuffHitList hits={result.hits} own={kind === 'own'} label={t('library.results')} />
        </div>
      )}
      {result && <StuffPagination page={result.page} pages={result.pages} hrefOf={hrefOfPage} />}
    </div>
  );
}
