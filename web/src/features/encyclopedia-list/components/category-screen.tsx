/**
 * An encyclopedia category screen (site-spec §2 `encyclopedia.category`): the slug's search context
 * merged with the filters of the URL query. The URL is the state: every filter change writes it,
 * so a link reproduces the view, and the category's last view is restored when coming back to it
 * without a query.
 */
import '../messages/index.ts'; // this feature's texts, registered before any of its components renders
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EncyclopediaCategory } from '#web/config/routes.ts';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { CategoryIcon } from '#web/components/ui/category-icon.tsx';
import { encyclopediaReferenceQueryOptions } from '#web/entities/reference/api/effect-templates.ts';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { FavoriteStar } from '#web/entities/favorite/components/favorite-star.tsx';
import { useItemList, useSetList } from '../api/list-queries.ts';
import {
  DEFAULT_FILTERS,
  filtersFromSearch,
  searchContextOf,
  searchFromFilters,
  withChange,
  type ListAvailability,
  type ListFilters,
} from '../model/list-filters.ts';
import { rememberedView, rememberView } from '../model/remembered-filters.ts';
import { ClassPicker } from './class-picker.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { Pagination } from './pagination.tsx';
import { itemRows, ResultList, setRows, type RowAction } from './result-list.tsx';
import './encyclopedia-list.css';

/** The list inside another page (the builder's items tab) instead of being the page. */
export interface EmbeddedList {
  /** The section's heading, replacing the page title. */
  heading: ReactNode;
  availability: ListAvailability;
  rowAction: RowAction;
}

/** The encyclopedia's rows of items carry the favourite star (members; a visitor's click asks to log in). */
const favoriteAction: RowAction = (row) =>
  row.record.kind === 'item' ? <FavoriteStar game={SITE_VARIANT} itemId={row.record.item.id} name={row.name} size="small" /> : null;

export function CategoryScreen({ category, embedded }: { category: EncyclopediaCategory; embedded?: EmbeddedList }) {
  const availability = embedded?.availability ?? 'all';
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const context = searchContextOf(category);
  const filters = useMemo(() => filtersFromSearch(searchParams), [searchParams]);

  // Opening the category without a query restores its last view of this tab, once: the screen is
  // keyed by category, so a later empty query (reset, page 1) is the user's choice and stays.
  const navigate = useNavigate();
  const [restoreTo, setRestoreTo] = useState(() => (location.search === '' ? rememberedView(SITE_VARIANT, category) : ''));
  const restoring = restoreTo !== '' && location.search === '';
  useEffect(() => {
    if (restoring) void navigate({ pathname: location.pathname, search: `?${restoreTo}` }, { replace: true });
    else if (restoreTo !== '') setRestoreTo('');
  }, [restoring, restoreTo, navigate, location.pathname]);
  useEffect(() => {
    if (!restoring) rememberView(SITE_VARIANT, category, location.search);
  }, [category, location.search, restoring]);

  // The filters as last asked for: two fields committing in a row (level min, then max) must
  // build on each other, not on the URL of the render before (react-router's functional
  // setSearchParams reads that one).
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  }, [filters]);
  // The path this list lives at (the screen is keyed by category, so it never changes). A change that
  // arrives once the browser has left it — a typing pause ending while the next page renders, after
  // the builder's Equip button navigated away — must not pull this list's filters into that page's URL.
  const ownPath = useRef(location.pathname);
  const update = useCallback(
    (change: Partial<ListFilters>, options?: { replace?: boolean }) => {
      if (window.location.pathname !== ownPath.current) return;
      const next = withChange(latest.current, change);
      latest.current = next;
      setSearchParams(searchFromFilters(next), { replace: options?.replace, preventScrollReset: true });
    },
    [setSearchParams],
  );
  const reset = useCallback(() => {
    if (window.location.pathname !== ownPath.current) return;
    const next = { ...DEFAULT_FILTERS, size: latest.current.size, display: latest.current.display };
    latest.current = next;
    setSearchParams(searchFromFilters(next));
  }, [setSearchParams]);

  const items = useItemList(
    SITE_VARIANT,
    context.kind === 'items' ? context.apiCategory : '',
    filters,
    context.kind === 'items' && !restoring,
    availability,
  );
  const sets = useSetList(SITE_VARIANT, filters, context.kind === 'sets' && !restoring, availability);
  // The effect templates word each row's main effects (the bootstrap, already loaded by the filters).
  const reference = useQuery(encyclopediaReferenceQueryOptions());
  const member = useSession().status === 'member';
  const search = context.kind === 'sets' ? sets : items;

  const rows = useMemo(() => {
    if (context.kind === 'sets') return setRows(sets.data?.rows ?? [], lang, (count) => t('list.pieces', { count }));
    return itemRows(items.data?.rows ?? [], lang, t('slot.ar'));
  }, [context.kind, sets.data, items.data, lang, t]);

  // A page past the end (an old link, fewer results since): go to the last page that exists.
  const lastPage = search.data?.pages ?? 0;
  useEffect(() => {
    if (lastPage > 0 && filters.page > lastPage) update({ page: lastPage }, { replace: true });
  }, [lastPage, filters.page, update]);

  // A new page of results starts at its top: bring the list back into view when it scrolled past.
  const resultsTop = useRef<HTMLDivElement>(null);
  const shownPage = useRef(filters.page);
  useEffect(() => {
    if (shownPage.current === filters.page) return;
    shownPage.current = filters.page;
    const top = resultsTop.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
  }, [filters.page]);

  if (restoring) return null;

  const personal = filters.favorites || filters.folders.length > 0;
  const title = t(`encyclopedia.${category}`);
  const result = search.data;
  const hrefOfPage = (page: number) => {
    const query = searchFromFilters(withChange(filters, { page })).toString();
    return query ? `?${query}` : location.pathname;
  };

  return (
    <div className={embedded ? 'list-page list-page--embedded' : 'container list-page'} data-testid={`category-${category}`}>
      {embedded ? (
        embedded.heading
      ) : (
        <header className="list-page__header">
          <CategoryIcon category={category} size={50} decorative />
          <h1 className="list-page__title">{title}</h1>
        </header>
      )}

      {context.kind === 'spells' ? (
        <ClassPicker />
      ) : (
        <>
          <FilterPanel context={context} filters={filters} onChange={update} onReset={reset} />
          <div className="list-page__status" aria-live="polite" ref={resultsTop}>
            {search.isError && (
              <p className="status status--error" role="alert">
                {errorMessage(search.error, t)}
              </p>
            )}
            {result && (
              <p className="status" data-testid="list-count">
                {result.count > 0 ? t('list.count', { count: result.count }) : !personal ? t('list.empty') : member ? t('list.emptyMine') : t('list.personalVisitor')}
              </p>
            )}
            {search.isFetching && <span className="spinner" aria-label={t('common.loading')} />}
          </div>
          {rows.length > 0 && (
            <div className={search.isPlaceholderData ? 'list-page__results is-stale' : 'list-page__results'}>
              <ResultList
                rows={rows}
                display={filters.display}
                label={t('list.results')}
                action={embedded?.rowAction ?? (context.kind === 'items' ? favoriteAction : undefined)}
                templates={reference.data?.templates}
              />
            </div>
          )}
          {result && <Pagination page={result.page} pages={result.pages} hrefOf={hrefOfPage} />}
        </>
      )}
    </div>
  );
}
