/**
 * The search page (`site.search`, `?q=`): every item, weapon, set and spell whose name (or type, or
 * class) matches, grouped with each group's count, a page of hits per group and "show more" for
 * the next. The navbar's "see all" and its Enter key lead here; the form on the page refines the
 * text. Empty, no-result and failure states are worded in the page's language.
 */
import '../messages/index.ts'; // this feature's texts, registered before any of its components renders
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { CategoryIcon } from '#web/components/ui/category-icon.tsx';
import { AlertCircleIcon } from '#web/components/ui/icons.tsx';
import { bootstrapQueryOptions } from '#web/entities/reference/api/bootstrap.ts';
import { categoryLabel } from '#web/entities/item/model/item-labels.ts';
import { useSiteSearchGroup } from '#web/entities/search/api/site-search.ts';
import {
  normaliseSearchText,
  SITE_SEARCH_GROUPS,
  SITE_SEARCH_MAX_LENGTH,
  SITE_SEARCH_PAGE_SIZE,
  searchTextOf,
  siteSearchPath,
  totalOf,
  type SiteSearchGroup,
} from '#web/entities/search/model/site-search.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useLang, usePathTo } from '#web/lib/i18n/use-lang.ts';
import { resultRowView, type RowLabels } from '../model/result-rows.ts';
import { SearchInput } from '#web/components/ui/search-input.tsx';
import './search-results.css';

export function SearchResultsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const text = searchTextOf(params);
  const inputId = useId();

  // One query per group, all started at once; each group shows its own state.
  const groups = {
    items: useSiteSearchGroup(SITE_VARIANT, 'items', text),
    weapons: useSiteSearchGroup(SITE_VARIANT, 'weapons', text),
    sets: useSiteSearchGroup(SITE_VARIANT, 'sets', text),
    spells: useSiteSearchGroup(SITE_VARIANT, 'spells', text),
    cosmetics: useSiteSearchGroup(SITE_VARIANT, 'cosmetics', text),
  } satisfies Record<SiteSearchGroup, unknown>;
  const countOf = (group: SiteSearchGroup) => groups[group].data?.pages[0]?.count;
  const counts = SITE_SEARCH_GROUPS.map(countOf);
  const total = totalOf(counts);
  const anyError = SITE_SEARCH_GROUPS.some((group) => groups[group].isError);
  const shownGroups = SITE_SEARCH_GROUPS.filter((group) => countOf(group) !== 0);

  useEffect(() => {
    document.title = `${text ? t('searchPage.documentTitle', { text }) : t('searchPage.title')} · ${t('title.suffix')}`;
  }, [text, t]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = normaliseSearchText(String(new FormData(event.currentTarget).get('q') ?? ''));
    void navigate(siteSearchPath(lang, next));
  };

  return (
    <div className="container site-search" data-testid="site-search-page">
      <header className="site-search__header">
        <h1 className="site-search__title">{text ? t('searchPage.titleWithText', { text }) : t('searchPage.title')}</h1>
        <form role="search" className="site-search__form" onSubmit={submit} data-testid="site-search-form">
          <label htmlFor={inputId} className="visually-hidden">
            {t('searchPage.label')}
          </label>
          <SearchInput
            // A new text in the URL (the navbar, the back button) replaces what the field shows.
            key={text}
            id={inputId}
            name="q"
            defaultValue={text}
            placeholder={t('searchPage.placeholder')}
            maxLength={SITE_SEARCH_MAX_LENGTH}
            autoFocus={text === ''}
            data-testid="site-search-input"
          />
          <button type="submit" className="button button--primary" data-testid="site-search-submit">
            {t('searchPage.submit')}
          </button>
        </form>
        {text !== '' && (
          <p className="site-search__total tabular" aria-live="polite" data-testid="site-search-total" data-count={total}>
            {total === undefined ? (anyError ? '' : t('searchPage.searching')) : t('searchPage.total', { count: total })}
          </p>
        )}
      </header>

      {text === '' ? (
        <p className="site-search__prompt" data-testid="site-search-prompt">
          {t('searchPage.prompt')}
        </p>
      ) : total === 0 ? (
        <EmptyResults text={text} />
      ) : (
        <>
          {total !== undefined && shownGroups.length > 1 && (
            <nav className="site-search__jump" aria-label={t('searchPage.jump')} data-testid="site-search-jump">
              {shownGroups.map((group) => (
                <a key={group} href={`#site-search-${group}`} className="site-search__chip" data-testid={`site-search-jump-${group}`}>
                  {t(`searchPage.group.${group}`)}
                  <span className="site-search__chip-count tabular">{countOf(group)}</span>
                </a>
              ))}
            </nav>
          )}
          {shownGroups.map((group) => (
            <ResultGroup key={group} group={group} text={text} />
          ))}
        </>
      )}
    </div>
  );
}

function EmptyResults({ text }: { text: string }) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  return (
    <div className="site-search__empty" role="status" data-testid="site-search-empty">
      <p className="site-search__empty-title">{t('searchPage.empty', { text })}</p>
      <p>{t('searchPage.emptyHint')}</p>
      <p>
        <Link to={pathTo('encyclopedia.category', { category: 'item' })} className="button">
          {t('searchPage.browse')}
        </Link>
      </p>
    </div>
  );
}

function ResultGroup({ group, text }: { group: SiteSearchGroup; text: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useSiteSearchGroup(SITE_VARIANT, group, text);
  const bootstrap = useQuery({ ...bootstrapQueryOptions(), enabled: group === 'spells' });
  const titleId = `site-search-${group}-title`;

  const labels: RowLabels = useMemo(
    () => ({
      category: (category) => (category === 'weapon' ? t('searchPage.weapon') : categoryLabel(category, lang, t)),
      pieces: (count) => t('searchPage.pieces', { count }),
      spell: (className) => (className ? t('searchPage.spellOf', { class: className }) : t('searchPage.spell')),
      classNames: new Map((bootstrap.data?.classes ?? []).map((entry) => [entry.id, entry.name])),
    }),
    [t, lang, bootstrap.data],
  );
  const rows = useMemo(
    () => (query.data?.pages ?? []).flatMap((page) => page.rows).map((row) => resultRowView(row, lang, labels)),
    [query.data, lang, labels],
  );
  const count = query.data?.pages[0]?.count;
  const remaining = count === undefined ? 0 : count - rows.length;

  return (
    <section
      id={`site-search-${group}`}
      className="card site-search__group"
      aria-labelledby={titleId}
      aria-busy={query.isFetching}
      data-testid={`site-search-group-${group}`}
      data-count={count}
    >
      <header className="card__header">
        <h2 id={titleId} className="card__title">
          {t(`searchPage.group.${group}`)}
          {count !== undefined && (
            <span className="site-search__count tabular" data-testid={`site-search-count-${group}`}>
              {count}
            </span>
          )}
        </h2>
      </header>
      <div className="card__body">
        {query.isError && !query.data ? (
          <p className="status status--error" role="alert" data-testid={`site-search-error-${group}`}>
            <AlertCircleIcon size={18} />
            {t('searchPage.error', { message: errorMessage(query.error, t) })}
            <button type="button" className="button button--small" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </button>
          </p>
        ) : query.isPending ? (
          <p className="status" role="status">
            <span className="spinner" aria-hidden="true" />
            {t('searchPage.searching')}
          </p>
        ) : (
          <>
            <ul role="list" className="site-search__rows">
              {rows.map((row) => (
                <li key={row.key}>
                  <Link to={row.href} className="site-search__row" data-testid={`site-search-hit-${row.key}`}>
                    <CategoryIcon category={row.icon} size={50} decorative className="site-search__icon" />
                    <span className="site-search__name">{row.name}</span>
                    <span className="site-search__detail">{row.detail}</span>
                    {row.level !== null && <span className="site-search__level tabular">{t('common.level', { level: row.level })}</span>}
                  </Link>
                </li>
              ))}
            </ul>
            {count !== undefined && count > 0 && (
              <footer className="site-search__group-footer">
                <span className="site-search__shown tabular" data-testid={`site-search-shown-${group}`}>
                  {t('searchPage.shown', { shown: rows.length, count })}
                </span>
                {query.hasNextPage && (
                  <button
                    type="button"
                    className="button button--soft button--small"
                    onClick={() => void query.fetchNextPage()}
                    disabled={query.isFetchingNextPage}
                    data-testid={`site-search-more-${group}`}
                  >
                    {query.isFetchingNextPage
                      ? t('searchPage.loadingMore')
                      : t('searchPage.more', { count: Math.min(remaining, SITE_SEARCH_PAGE_SIZE) })}
                  </button>
                )}
              </footer>
            )}
            {query.isError && (
              <p className="status status--error" role="alert">
                <AlertCircleIcon size={18} />
                {t('searchPage.error', { message: errorMessage(query.error, t) })}
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
