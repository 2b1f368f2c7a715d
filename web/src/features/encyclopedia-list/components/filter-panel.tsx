/** The filters of a category screen (SearchQuery of the API), bound to the URL by the screen. */
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SEARCH_ELEMENTS, SEARCH_SORTS, type SearchElement } from '#contract/search';
import { bootstrapQueryOptions } from '#web/entities/reference/api/bootstrap.ts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { foldersQueryOptions } from '#web/entities/folder/api/folders.ts';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '#web/components/layout/use-media-query.ts';
import { useDraftValue } from '#web/lib/use-draft-value.ts';
import {
  DISPLAY_MODES,
  hasActiveFilters,
  MAX_LEVEL,
  PAGE_SIZES,
  type ListFilters,
  type SearchContext,
} from '../model/list-filters.ts';
import { effectsInUse, subTypeOptions } from '../model/sub-types.ts';

export const FILTER_TYPING_DELAY_MS = 400;

interface FilterPanelProps {
  context: SearchContext;
  filters: ListFilters;
  onChange: (change: Partial<ListFilters>, options?: { replace?: boolean }) => void;
  onReset: () => void;
}

function levelOf(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  return Math.min(Number(text.trim()), MAX_LEVEL);
}

function toggled<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((entry) => entry !== value) : [...values, value];
}

function SubTypePicker({
  legend,
  options,
  selected,
  onToggle,
  testId,
}: {
  legend: string;
  options: { value: string; label: string }[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  testId: string;
}) {
  return (
    <details className="list-filters__types" data-testid={testId}>
      <summary>
        {legend}
        {selected.length > 0 && <span className="list-filters__badge tabular"> {selected.length}</span>}
      </summary>
      <fieldset className="list-filters__chips">
        <legend className="visually-hidden">{legend}</legend>
        {options.map((option) => (
          <label key={option.value} className="list-chip">
            <input type="checkbox" checked={selected.includes(option.value)} onChange={() => onToggle(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
    </details>
  );
}

export function FilterPanel({ context, filters, onChange, onReset }: FilterPanelProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const bootstrap = useQuery(bootstrapQueryOptions());
  // The member's own filters (site-spec §2 `folder`, the favourites): members only.
  const member = useSession().status === 'member';
  const folders = useQuery({ ...foldersQueryOptions(), enabled: member });
  const subTypes = subTypeOptions(context, lang, bootstrap.data?.categories);

  // Typed fields reach the URL after a pause and replace the history entry: one entry per search.
  const [text, setText] = useDraftValue(filters.text, (draft) => onChange({ text: draft }, { replace: true }), FILTER_TYPING_DELAY_MS);
  const [levelMin, setLevelMin] = useDraftValue(
    filters.levelMin === null ? '' : String(filters.levelMin),
    (draft) => onChange({ levelMin: levelOf(draft) }, { replace: true }),
    FILTER_TYPING_DELAY_MS,
  );
  const [levelMax, setLevelMax] = useDraftValue(
    filters.levelMax === null ? '' : String(filters.levelMax),
    (draft) => onChange({ levelMax: levelOf(draft) }, { replace: true }),
    FILTER_TYPING_DELAY_MS,
  );

  // On phones the filters beyond the name fold away, so the results are on the first screen.
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const [expanded, setExpanded] = useState(false);
  const showSecondary = !isMobile || expanded;
  const activeCount =
    (filters.classId !== null ? 1 : 0) +
    (filters.levelMin !== null || filters.levelMax !== null ? 1 : 0) +
    [filters.elements, filters.include, filters.exclude, filters.mainEffects, filters.effects, filters.folders].filter((values) => values.length > 0).length +
    (filters.favorites ? 1 : 0);

  const classes = bootstrap.data?.classes ?? [];
  // Only the characteristics this game's records give: no other game's vocabulary (issue 14 §5).
  const statsInUse = bootstrap.data?.stats_in_use ?? [];
  const mainEffects = effectsInUse(bootstrap.data?.effects.main ?? [], statsInUse);
  const normalEffects = effectsInUse(bootstrap.data?.effects.normal ?? [], statsInUse);
  const sorts = SEARCH_SORTS.filter((sort) => sort !== 'effect_desc' || filters.mainEffects.length + filters.effects.length > 0);

  return (
    <form
      id={id}
      className="list-filters card"
      role="search"
      aria-label={t('list.filters')}
      data-collapsed={!showSecondary}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="list-filters__grid">
        <div className="field list-filters__text">
          <label htmlFor={`${id}-text`} className="field__label">
            {t('list.text')}
          </label>
          <input
            id={`${id}-text`}
            type="search"
            className="field__control"
            placeholder={t('list.text.placeholder')}
            value={text}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
            data-testid="list-filter-text"
          />
        </div>
        {isMobile && (
          <button
            type="button"
            className="button list-filters__toggle"
            aria-expanded={showSecondary}
            aria-controls={id}
            onClick={() => setExpanded((current) => !current)}
            data-testid="list-filters-toggle"
          >
            {t('list.filters')}
            {activeCount > 0 && <span className="list-filters__badge tabular"> ({activeCount})</span>}
          </button>
        )}

        <div className="field list-filters__secondary">
          <label htmlFor={`${id}-class`} className="field__label">
            {t('list.class')}
          </label>
          <select
            id={`${id}-class`}
            className="field__control"
            value={filters.classId ?? ''}
            onChange={(event) => onChange({ classId: event.target.value ? Number(event.target.value) : null })}
            data-testid="list-filter-class"
          >
            <option value="">{t('list.any')}</option>
            {classes.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {localized(entry.name, lang)}
              </option>
            ))}
          </select>
        </div>

        <div className="field list-filters__levels list-filters__secondary">
          <span className="field__label" id={`${id}-levels`}>
            {t('builder.level')}
          </span>
          <div className="list-filters__range" role="group" aria-labelledby={`${id}-levels`}>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_LEVEL}
              className="field__control"
              aria-label={t('list.levelMin')}
              placeholder="1"
              value={levelMin}
              onChange={(event) => setLevelMin(event.target.value)}
              data-testid="list-filter-level-min"
            />
            <span aria-hidden="true">–</span>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_LEVEL}
              className="field__control"
              aria-label={t('list.levelMax')}
              placeholder={String(MAX_LEVEL)}
              value={levelMax}
              onChange={(event) => setLevelMax(event.target.value)}
              data-testid="list-filter-level-max"
            />
          </div>
        </div>

        <div className="field list-filters__sort list-filters__secondary">
          <label htmlFor={`${id}-sort`} className="field__label">
            {t('list.sort')}
          </label>
          <select
            id={`${id}-sort`}
            className="field__control"
            value={sorts.includes(filters.sort) ? filters.sort : 'relevance'}
            onChange={(event) => onChange({ sort: event.target.value as ListFilters['sort'] })}
            data-testid="list-filter-sort"
          >
            {sorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`list.sort.${sort}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <fieldset className="list-filters__elements list-filters__secondary">
        <legend className="field__label">{t('list.element')}</legend>
        <div className="list-filters__chips">
          {SEARCH_ELEMENTS.map((element: SearchElement) => (
            <label key={element} className={`list-chip list-chip--${element}`}>
              <input
                type="checkbox"
                checked={filters.elements.includes(element)}
                onChange={() => onChange({ elements: toggled(filters.elements, element) })}
                data-testid={`list-filter-element-${element}`}
              />
              <span>{t(`element.${element}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {member && (
        <fieldset className="list-filters__elements list-filters__secondary" data-testid="list-filter-mine">
          <legend className="field__label">{t('list.mine')}</legend>
          <div className="list-filters__chips">
            <label className="list-chip">
              <input type="checkbox" checked={filters.favorites} onChange={() => onChange({ favorites: !filters.favorites })} data-testid="list-filter-favorites" />
              <span>{t('list.favorites')}</span>
            </label>
            {(folders.data ?? []).length > 0 && <span className="field__hint">{t('list.inFolders')}</span>}
            {(folders.data ?? []).map((folder) => (
              <label key={folder.id} className="list-chip">
                <input
                  type="checkbox"
                  checked={filters.folders.includes(String(folder.id))}
                  onChange={() => onChange({ folders: toggled(filters.folders, String(folder.id)) })}
                  data-testid={`list-filter-folder-${folder.id}`}
                />
                <span>{folder.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <div className="list-filters__subtypes list-filters__secondary">
        <SubTypePicker
          legend={t('list.mainEffect')}
          options={mainEffects.map((effect) => ({ value: effect.short_name, label: localized(effect.name, lang) }))}
          selected={filters.mainEffects}
          onToggle={(value) => onChange({ mainEffects: toggled(filters.mainEffects, value) })}
          testId="list-filter-main-effect"
        />
        <SubTypePicker
          legend={t('list.effect')}
          options={normalEffects.map((effect) => ({ value: effect.short_name, label: localized(effect.name, lang) }))}
          selected={filters.effects}
          onToggle={(value) => onChange({ effects: toggled(filters.effects, value) })}
          testId="list-filter-effect"
        />
      </div>

      {subTypes.length > 0 && (
        <div className="list-filters__subtypes list-filters__secondary">
          <SubTypePicker
            legend={t('list.include')}
            options={subTypes}
            selected={filters.include}
            onToggle={(value) => onChange({ include: toggled(filters.include, value), exclude: filters.exclude.filter((entry) => entry !== value) })}
            testId="list-filter-include"
          />
          <SubTypePicker
            legend={t('list.exclude')}
            options={subTypes}
            selected={filters.exclude}
            onToggle={(value) => onChange({ exclude: toggled(filters.exclude, value), include: filters.include.filter((entry) => entry !== value) })}
            testId="list-filter-exclude"
          />
        </div>
      )}

      <div className="list-filters__view">
        <fieldset className="list-segmented">
          <legend className="visually-hidden">{t('list.display')}</legend>
          {DISPLAY_MODES.map((mode) => (
            <label key={mode} className="list-segmented__option">
              <input
                type="radio"
                name={`${id}-display`}
                value={mode}
                checked={filters.display === mode}
                onChange={() => onChange({ display: mode })}
                data-testid={`list-display-${mode}`}
              />
              <span>{t(`list.display.${mode}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className="list-filters__size">
          <label htmlFor={`${id}-size`}>{t('list.size')}</label>
          <select
            id={`${id}-size`}
            className="field__control"
            value={filters.size}
            onChange={(event) => onChange({ size: Number(event.target.value) })}
            data-testid="list-filter-size"
          >
            {[...new Set([...PAGE_SIZES, filters.size])].sort((a, b) => a - b).map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        {hasActiveFilters(filters) && (
          <button type="button" className="button button--small" onClick={onReset} data-testid="list-filter-reset">
            {t('list.reset')}
          </button>
        )}
      </div>
    </form>
  );
}
