/**
 * The compatibility mode's set: a search by name (the sets' autocomplete of the API) whose choice
 * opens `/panominator/{clothId}`, and, once a set is chosen, its name with a way back to the
 * plain optimiser.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { useDebouncedValue } from '#web/hooks/use-debounced-value.ts';
import { useLang, usePathTo } from '#web/lib/i18n/use-lang.ts';
import { useSetSearch, useSetsByIds } from '#web/entities/set/api/sets.ts';

interface SetPickerProps {
  setId: number | null;
  availability: 'standard' | 'all';
}

export function SetPicker({ setId, availability }: SetPickerProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const pathTo = usePathTo();
  const navigate = useNavigate();
  const location = useLocation();
  const ids = { title: useId(), search: useId(), hint: useId() };
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text, 250);
  const found = useSetSearch(SITE_VARIANT, debounced, availability);
  const chosen = useSetsByIds(SITE_VARIANT, setId === null ? [] : [setId]).data?.find((set) => set.id === setId);
  // The form's settings travel with the set: only the path changes.
  const open = (id: number) => navigate(`${pathTo('tools.panominator-set', { clothId: id })}${location.search}`);

  return (
    <section className="card tool-card" aria-labelledby={ids.title} data-testid="panominator-set-picker">
      <header className="card__header">
        <h2 id={ids.title} className="card__title">
          {t('panominator.set.title')}
        </h2>
      </header>
      <div className="card__body panominator-form">
        {setId !== null && (
          <p className="panominator-set-chosen" data-testid="panominator-set-chosen" data-set-id={setId}>
            {t('panominator.set.chosen', { set: chosen ? localized(chosen.name, lang) : t('panominator.set.loadingName', { id: setId }) })}{' '}
            <Link to={`${pathTo('tools.panominator')}${location.search}`} data-testid="panominator-set-leave">
              {t('panominator.set.leave')}
            </Link>
          </p>
        )}
        <p className="panominator-hint" id={ids.hint}>
          {t('panominator.set.hint')}
        </p>
        <div className="field">
          <label className="field__label" htmlFor={ids.search}>
            {t(setId === null ? 'panominator.set.search' : 'panominator.set.searchOther')}
          </label>
          <input
            id={ids.search}
            className="field__control"
            type="search"
            autoComplete="off"
            value={text}
            aria-describedby={ids.hint}
            onChange={(event) => setText(event.target.value)}
            data-testid="panominator-set-search"
          />
        </div>
        {debounced.trim().length >= 2 && (
          <div aria-live="polite">
            {found.isError ? (
              <p className="status status--error">{t('panominator.set.searchFailed')}</p>
            ) : found.data && found.data.length === 0 ? (
              <p className="panominator-hint">{t('panominator.set.noMatch')}</p>
            ) : (
              <ul className="panominator-set-results" data-testid="panominator-set-results">
                {found.data?.map((set) => (
                  <li key={set.id}>
                    <button type="button" className="button button--small button--ghost" onClick={() => open(set.id)} data-testid={`panominator-set-option-${set.id}`}>
                      {localized(set.name, lang)} <span className="panominator-hint">{t('common.level', { level: set.level })}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
