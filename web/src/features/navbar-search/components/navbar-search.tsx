/**
 * The navbar search (site-spec §2 "Navbar search"): a combobox whose listbox shows up to 5 items,
 * stuffs and spells with each group's total, then "see all N results" (the search page, which adds
 * the sets: their count is asked alongside, with the page's own query). Enter with no hit chosen
 * opens the search page too. One request per pause in typing; a superseded request is aborted.
 * The keyboard model is in model/listbox-navigation.ts.
 */
import '../messages/index.ts'; // this feature's texts, registered before any of its components renders
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { useDebouncedValue } from '#web/hooks/use-debounced-value.ts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { SearchIcon } from '#web/components/ui/icons.tsx';
import { useSiteSearchGroup } from '#web/entities/search/api/site-search.ts';
import { normaliseSearchText } from '#web/entities/search/model/site-search.ts';
import { useNavbarSearch } from '../api/navbar-search.ts';
import { allResultsCount, flatOptions, hitGroups, seeAllOption, type HitOption } from '../model/hit-options.ts';
import { clampActive, CLOSED, onListboxKey, type ListboxState } from '../model/listbox-navigation.ts';
import './navbar-search.css';

// The hits' icons (every category's drawing) are a chunk of their own (issue 23): the bar's field is in
// the first load, the icons load when the field takes the focus, before any hit shows.
let iconModule: Promise<typeof import('#web/components/ui/category-icon.tsx')> | undefined;
const loadIcons = () => (iconModule ??= import('#web/components/ui/category-icon.tsx'));
const CategoryIcon = lazy(async () => ({ default: (await loadIcons()).CategoryIcon }));

export const NAVBAR_SEARCH_DEBOUNCE_MS = 250;
export const NAVBAR_SEARCH_MIN_LENGTH = 2;

export function NavbarSearch() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const baseId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [listbox, setListbox] = useState<ListboxState>(CLOSED);
  const query = useDebouncedValue(text.trim(), NAVBAR_SEARCH_DEBOUNCE_MS);
  const searching = query.length >= NAVBAR_SEARCH_MIN_LENGTH;
  const search = useNavbarSearch(SITE_VARIANT, query, searching);
  // The sets the search page lists besides the navbar's groups: only their count is shown here.
  const sets = useSiteSearchGroup(SITE_VARIANT, 'sets', normaliseSearchText(query), searching);
  const setCount = searching ? sets.data?.pages[0]?.count : undefined;

  const groups = useMemo(
    () => (searching && search.data ? hitGroups(search.data, lang).filter((group) => group.options.length > 0) : []),
    [searching, search.data, lang],
  );
  const hitOptions = useMemo(() => flatOptions(groups), [groups]);
  const allCount = allResultsCount(groups, setCount);
  const hasResults = hitOptions.length > 0 || (setCount ?? 0) > 0;
  const seeAll = useMemo(
    () => (searching && search.data !== undefined && hasResults ? seeAllOption(lang, query) : undefined),
    [searching, search.data, hasResults, lang, query],
  );
  const options = useMemo(() => (seeAll ? [...hitOptions, seeAll] : hitOptions), [hitOptions, seeAll]);
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const expanded = listbox.open && searching && (search.data !== undefined || search.isError);
  const activeIndex = clampActive(listbox, options.length).activeIndex;

  // A navigation (from a hit or elsewhere) closes the dropdown.
  useEffect(() => {
    setListbox(CLOSED);
  }, [location.pathname]);

  const open = (option: HitOption) => {
    setListbox(CLOSED);
    setText('');
    inputRef.current?.blur();
    void navigate(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const outcome = onListboxKey({ open: expanded, activeIndex }, event.key, options.length);
    if (outcome.command === 'ignored') {
      // Escape on a closed dropdown empties the field, as a native search input does.
      if (event.key === 'Escape' && text !== '') {
        event.preventDefault();
        setText('');
      }
      return;
    }
    if (outcome.command === 'submit') {
      // Enter with no hit chosen: every result of the text typed so far, on the search page.
      const typed = normaliseSearchText(text);
      if (typed === '') return;
      event.preventDefault();
      open(seeAllOption(lang, typed));
      return;
    }
    event.preventDefault();
    setListbox(outcome.state);
    if (outcome.command === 'select') open(options[activeIndex]);
  };

  // No hit and no set (or the sets could not be counted): nothing to see.
  const empty = searching && search.data !== undefined && !hasResults && (setCount !== undefined || sets.isError);
  let optionIndex = -1;

  return (
    <div className="navbar-search" data-testid="navbar-search">
      <label htmlFor={`${baseId}-input`} className="visually-hidden">
        {t('search.label')}
      </label>
      <SearchIcon size={16} className="navbar-search__icon" />
      <input
        ref={inputRef}
        id={`${baseId}-input`}
        type="search"
        role="combobox"
        className="navbar-search__input"
        placeholder={t('search.placeholder')}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setListbox({ open: true, activeIndex: -1 });
        }}
        onFocus={() => {
          void loadIcons();
          setListbox((current) => ({ ...current, open: true }));
        }}
        onBlur={() => setListbox(CLOSED)}
        onKeyDown={onKeyDown}
        data-testid="navbar-search-input"
      />
      {search.isFetching && searching && <span className="spinner navbar-search__spinner" aria-hidden="true" />}
      <p className="visually-hidden" aria-live="polite">
        {expanded && !search.isFetching ? (empty ? t('search.empty', { query }) : t('search.announce', { count: options.length })) : ''}
      </p>
      <div
        id={listboxId}
        role="listbox"
        aria-label={t('search.results')}
        className="navbar-search__popup"
        hidden={!expanded}
        // Keeps the focus in the input when a hit is clicked, so the click is not lost to the blur.
        onMouseDown={(event) => event.preventDefault()}
        data-testid="navbar-search-results"
      >
        {search.isError && <p className="status status--error navbar-search__message">{errorMessage(search.error, t)}</p>}
        {empty && (
          <p className="navbar-search__message" data-testid="navbar-search-empty">
            {t('search.empty', { query })}
          </p>
        )}
        {groups.map((group) => (
          <div key={group.id} role="group" aria-labelledby={`${baseId}-${group.id}`} className="navbar-search__group" data-testid={`navbar-search-group-${group.id}`}>
            <div id={`${baseId}-${group.id}`} role="presentation" className="navbar-search__group-title">
              <span>{t(`search.group.${group.id}`)}</span>
              <span className="navbar-search__total tabular" data-testid={`navbar-search-total-${group.id}`}>
                {t('search.total', { count: group.total })}
              </span>
            </div>
            {group.options.map((option) => {
              optionIndex += 1;
              const index = optionIndex;
              const name = typeof option.name === 'string' ? option.name : localized(option.name, lang);
              return (
                <Link
                  key={option.key}
                  id={optionId(index)}
                  to={option.href}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === activeIndex}
                  className="navbar-search__option"
                  onClick={(event) => {
                    // A modified or middle click keeps the browser's behaviour (new tab, new window).
                    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                    event.preventDefault();
                    open(option);
                  }}
                  onMouseMove={() => index !== activeIndex && setListbox({ open: true, activeIndex: index })}
                  data-testid={`navbar-search-option-${option.key}`}
                >
                  <Suspense fallback={<span className="navbar-search__hit-icon" aria-hidden="true" />}>
                    <CategoryIcon
                      category={option.category ?? (option.group === 'spells' ? 'spells' : 'item')}
                      size={50}
                      decorative
                      className="navbar-search__hit-icon"
                    />
                  </Suspense>
                  <span className="navbar-search__name">{name}</span>
                  {option.level !== null && (
                    <span className="navbar-search__meta tabular">{t('common.level', { level: option.level })}</span>
                  )}
                </Link>
              );
            })}
          </div>
        ))}
        {seeAll && (
          <Link
            id={optionId(options.length - 1)}
            to={seeAll.href}
            role="option"
            tabIndex={-1}
            aria-selected={options.length - 1 === activeIndex}
            className="navbar-search__option navbar-search__see-all"
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              open(seeAll);
            }}
            onMouseMove={() => options.length - 1 !== activeIndex && setListbox({ open: true, activeIndex: options.length - 1 })}
            data-testid="navbar-search-see-all"
            data-count={allCount}
          >
            <SearchIcon size={16} className="navbar-search__see-all-icon" />
            <span className="navbar-search__name">
              {allCount === undefined ? t('search.seeAllPending') : t('search.seeAll', { count: allCount })}
            </span>
          </Link>
        )}
      </div>
    </div>
  );
}
