/** Search the equipment and add an item to the stuff. One request per pause in typing. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemSummary } from '../../../../../contract/api.ts';
import { slotsForCategory } from '../../../../../engine/src/slots.ts';
import { SITE_VARIANT } from '../../../config/variant.ts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { localized } from '../../../lib/bootstrap.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useLang } from '../../../lib/i18n/use-lang.ts';
import { ChevronLeftIcon, ChevronRightIcon, PlusIcon, SearchIcon } from '../../../components/ui/icons.tsx';
import { useItemSearch } from '../api/search-items.ts';
import { categoryLabel } from '../model/item-labels.ts';

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_LENGTH = 2;
const PAGE_SIZE = 10;

export function ItemPicker({ onAdd }: { onAdd: (item: ItemSummary) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const inputId = useId();
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const searching = query.length >= SEARCH_MIN_LENGTH;
  const search = useItemSearch({ game: SITE_VARIANT, category: 'all', text: query, page, size: PAGE_SIZE }, searching);
  const results = searching ? search.data : undefined;

  return (
    <section className="card builder-card" aria-labelledby="builder-search-title">
      <header className="card__header">
        <h2 id="builder-search-title" className="card__title">
          {t('builder.search.title')}
        </h2>
        {search.isFetching && searching && <span className="spinner" aria-hidden="true" />}
      </header>
      <div className="card__body item-picker">
        <div className="search-field">
          <label htmlFor={inputId} className="visually-hidden">
            {t('builder.search.label')}
          </label>
          <SearchIcon size={18} className="search-field__icon" />
          <input
            id={inputId}
            type="search"
            className="field__control search-field__input"
            placeholder={t('builder.search.placeholder')}
            value={text}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setText(event.target.value);
              setPage(1);
            }}
            data-testid="item-search"
          />
        </div>

        <div aria-live="polite" className="item-picker__status">
          {!searching && <p className="status">{t('builder.search.hint')}</p>}
          {searching && search.isError && <p className="status status--error">{errorMessage(search.error, t)}</p>}
          {results && (
            <p className="status" data-testid="search-count">
              {results.count === 0 ? t('builder.search.empty') : t('builder.search.count', { count: results.count })}
            </p>
          )}
        </div>

        {results && results.rows.length > 0 && (
          <ul role="list" className="result-list" aria-label={t('builder.search.results')} data-testid="search-results">
            {results.rows.map((item) => {
              const name = localized(item.name, lang);
              const equippable = slotsForCategory(item.category).length > 0;
              return (
                <li key={item.id} className="result" data-testid={`search-result-${item.id}`}>
                  <div className="result__text">
                    <span className="result__name">{name}</span>
                    <span className="result__meta">
                      <span className="tabular">{t('common.level', { level: item.level })}</span>
                      <span aria-hidden="true">·</span>
                      <span>{categoryLabel(item.category, lang, t)}</span>
                    </span>
                  </div>
                  <button
                    type="button"
                    className="button button--soft button--small"
                    onClick={() => onAdd(item)}
                    disabled={!equippable}
                    aria-label={t('builder.search.addItem', { item: name })}
                    title={equippable ? undefined : t('builder.search.noSlot')}
                    data-testid={`add-item-${item.id}`}
                  >
                    <PlusIcon size={14} />
                    {t('builder.search.add')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}

        {results && results.pages > 1 && (
          <nav className="pager" aria-label={t('builder.search.results')}>
            <button
              type="button"
              className="button button--small"
              disabled={page <= 1}
              onClick={() => setPage((current) => Math.max(1, current - 1))}
            >
              <ChevronLeftIcon size={14} />
              {t('builder.search.previous')}
            </button>
            <span className="pager__label tabular">{t('builder.search.page', { page: results.page, pages: results.pages })}</span>
            <button
              type="button"
              className="button button--small"
              disabled={page >= results.pages}
              onClick={() => setPage((current) => current + 1)}
            >
              {t('builder.search.next')}
              <ChevronRightIcon size={14} />
            </button>
          </nav>
        )}
      </div>
    </section>
  );
}
