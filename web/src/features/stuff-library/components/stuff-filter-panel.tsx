/** The filters of a stuff list (StuffSearchQuery of the API), bound to the URL by the screen. */
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Folder } from '#contract/folders';
import { STUFF_ELEMENTS, STUFF_SORTS, STUFF_TAGS } from '#contract/stuffs';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '#web/components/layout/use-media-query.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { bootstrapQueryOptions } from '#web/entities/reference/api/bootstrap.ts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { useDraftValue } from '#web/lib/use-draft-value.ts';
import {
  hasActiveStuffFilters,
  MAX_STUFF_LEVEL,
  STUFF_PAGE_SIZES,
  type StuffFilters,
  type StuffListKind,
  type StuffSort,
} from '../model/stuff-filters.ts';

export const STUFF_TYPING_DELAY_MS = 400;

/** The element tags are the elements' own filter: the tag chips offer the other tags. */
const PLAIN_TAGS = STUFF_TAGS.filter((tag) => !(STUFF_ELEMENTS as readonly string[]).includes(tag) && tag !== 'neutral');

function toggled<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((entry) => entry !== value) : [...values, value];
}

function levelOf(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  return Math.min(Number(text.trim()), MAX_STUFF_LEVEL);
}

interface Props {
  kind: StuffListKind;
  filters: StuffFilters;
  /** The member's folders (own list only). */
  folders?: readonly Folder[];
  onChange: (change: Partial<StuffFilters>, options?: { replace?: boolean }) => void;
  onReset: () => void;
}

export function StuffFilterPanel({ kind, filters, folders, onChange, onReset }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const bootstrap = useQuery(bootstrapQueryOptions());
  const classes = bootstrap.data?.classes ?? [];
  const [text, setText] = useDraftValue(filters.text, (draft) => onChange({ text: draft }, { replace: true }), STUFF_TYPING_DELAY_MS);
  const [levelMin, setLevelMin] = useDraftValue(
    filters.levelMin === null ? '' : String(filters.levelMin),
    (draft) => onChange({ levelMin: levelOf(draft) }, { replace: true }),
    STUFF_TYPING_DELAY_MS,
  );
  const [levelMax, setLevelMax] = useDraftValue(
    filters.levelMax === null ? '' : String(filters.levelMax),
    (draft) => onChange({ levelMax: levelOf(draft) }, { replace: true }),
    STUFF_TYPING_DELAY_MS,
  );
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const [expanded, setExpanded] = useState(false);
  const showSecondary = !isMobile || expanded;
  const activeCount =
    (filters.classId !== null ? 1 : 0) +
    (filters.levelMin !== null || filters.levelMax !== null ? 1 : 0) +
    [filters.elements, filters.tags, filters.folders].filter((values) => values.length > 0).length;

  return (
    <form className="stuff-filters card" role="search" aria-label={t('library.filters')} onSubmit={(event) => event.preventDefault()} data-testid="stuff-filters">
      <div className="stuff-filters__grid">
        <div className="field stuff-filters__text">
          <label htmlFor={`${id}-text`} className="field__label">
            {t('library.filter.text')}
          </label>
          <input
            id={`${id}-text`}
            type="search"
            className="field__control"
            placeholder={t('library.filter.textPlaceholder')}
            value={text}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
            data-testid="stuff-filter-text"
          />
        </div>
        {isMobile && (
          <button
            type="button"
            className="button stuff-filters__toggle"
            aria-expanded={showSecondary}
            onClick={() => setExpanded((current) => !current)}
            data-testid="stuff-filters-toggle"
          >
            {t('library.filters')}
            {activeCount > 0 && <span className="tabular"> ({activeCount})</span>}
          </button>
        )}
        {showSecondary && (
          <>
            <div className="field">
              <label htmlFor={`${id}-class`} className="field__label">
                {t('library.filter.class')}
              </label>
              <select
                id={`${id}-class`}
                className="field__control"
                value={filters.classId ?? ''}
                onChange={(event) => onChange({ classId: event.target.value ? Number(event.target.value) : null })}
                data-testid="stuff-filter-class"
              >
                <option value="">{t('library.filter.any')}</option>
                {classes.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {localized(entry.name, lang)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <span className="field__label" id={`${id}-levels`}>
                {t('library.filter.level')}
              </span>
              <div className="stuff-filters__range" role="group" aria-labelledby={`${id}-levels`}>
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={MAX_STUFF_LEVEL}
                  className="field__control"
                  aria-label={t('library.filter.levelMin')}
                  placeholder="1"
                  value={levelMin}
                  onChange={(event) => setLevelMin(event.target.value)}
                  data-testid="stuff-filter-level-min"
                />
                <span aria-hidden="true">–</span>
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={MAX_STUFF_LEVEL}
                  className="field__control"
                  aria-label={t('library.filter.levelMax')}
                  placeholder={String(MAX_STUFF_LEVEL)}
                  value={levelMax}
                  onChange={(event) => setLevelMax(event.target.value)}
                  data-testid="stuff-filter-level-max"
                />
              </div>
            </div>
            <div className="field">
              <label htmlFor={`${id}-sort`} className="field__label">
                {t('library.filter.sort')}
              </label>
              <select
                id={`${id}-sort`}
                className="field__control"
                value={filters.sort}
                onChange={(event) => onChange({ sort: event.target.value as StuffSort })}
                data-testid="stuff-filter-sort"
              >
                {STUFF_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`library.sort.${sort}`)}
                  </option>
                ))}
              </select>
            </div>
          </>
        )}
      </div>
      {showSecondary && (
        <>
          <fieldset className="stuff-filters__chips">
            <legend className="field__label">{t('library.filter.element')}</legend>
            {STUFF_ELEMENTS.map((element) => (
              <label key={element} className={`stuff-chip stuff-chip--${element}`}>
                <input
                  type="checkbox"
                  checked={filters.elements.includes(element)}
                  onChange={() => onChange({ elements: toggled(filters.elements, element) })}
                  data-testid={`stuff-filter-element-${element}`}
                />
                <span>{t(`element.${element}`)}</span>
              </label>
            ))}
          </fieldset>
          <fieldset className="stuff-filters__chips">
            <legend className="field__label">{t('library.filter.tags')}</legend>
            {PLAIN_TAGS.map((tag) => (
              <label key={tag} className="stuff-chip">
                <input type="checkbox" checked={filters.tags.includes(tag)} onChange={() => onChange({ tags: toggled(filters.tags, tag) })} data-testid={`stuff-filter-tag-${tag}`} />
                <span>{t(`library.tag.${tag}`)}</span>
              </label>
            ))}
          </fieldset>
          {kind === 'own' && (
            <label className="field">
              <span className="field__label">{t('library.filter.visibility')}</span>
              <select
                className="field__control"
                value={filters.visibility ?? ''}
                onChange={(event) => onChange({ visibility: event.target.value === '' ? null : (event.target.value as 'public' | 'private') })}
                data-testid="stuff-filter-visibility"
              >
                <option value="">{t('library.filter.any')}</option>
                <option value="public">{t('library.filter.visibilityPublic')}</option>
                <option value="private">{t('library.filter.visibilityPrivate')}</option>
              </select>
            </label>
          )}
          {kind === 'own' && folders && folders.length > 0 && (
            <fieldset className="stuff-filters__chips" data-testid="stuff-filter-folders">
              <legend className="field__label">{t('library.filter.folder')}</legend>
              {folders.map((folder) => (
                <label key={folder.id} className="stuff-chip">
                  <input
                    type="checkbox"
                    checked={filters.folders.includes(folder.id)}
                    onChange={() => onChange({ folders: toggled(filters.folders, folder.id) })}
                    data-testid={`stuff-filter-folder-${folder.id}`}
                  />
                  <span>{folder.name}</span>
                </label>
              ))}
            </fieldset>
          )}
        </>
      )}
      <div className="stuff-filters__view">
        <label className="stuff-filters__size">
          <span>{t('library.filter.size')}</span>
          <select className="field__control" value={filters.size} onChange={(event) => onChange({ size: Number(event.target.value) })} data-testid="stuff-filter-size">
            {[...new Set([...STUFF_PAGE_SIZES, filters.size])]
              .sort((a, b) => a - b)
              .map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
          </select>
        </label>
        {hasActiveStuffFilters(filters) && (
          <button type="button" className="button button--small" onClick={onReset} data-testid="stuff-filter-reset">
            {t('library.filter.reset')}
          </button>
        )}
      </div>
    </form>
  );
}
