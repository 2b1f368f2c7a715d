/**
 * The search settings: which weapons are tried (types, levels, elements, hands, conditions,
 * availability), the weapon forgemagie preset applied to each, how they are ranked, how the hit
 * lands and how many are shown. Every change goes to the URL at once; the level fields keep their
 * own text and commit only a valid level.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryRef } from '#contract/bootstrap';
import type { z } from 'zod';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { AttackOptionsFields } from '#web/components/damage/attack-options-fields.tsx';
import { DAMAGE_ELEMENTS } from '#web/lib/damage-target.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { AvailabilityHint } from '#web/entities/panominator/components/availability.tsx';
import {
  AVAILABILITIES,
  CONDITION_MODES,
  EXPECTATIONS,
  FM_ELEMENTS,
  FM_LINES,
  HANDS,
  LEVEL_MAX,
  RANKINGS,
  toggled,
  TOP_CHOICES,
  WEAPON_FM_PERCENTS,
  forgemagieFromValue,
  forgemagieValue,
  type CacminatorView,
} from '../model/cacminator-filters.ts';

interface FiltersProps {
  view: CacminatorView;
  change: (change: Partial<CacminatorView>) => void;
  reset: () => void;
  stuffLevel: number;
  weaponTypes: readonly z.infer<typeof CategoryRef>[] | undefined;
  /** The list of weapon types could not be loaded: the search still runs on every type. */
  weaponTypesFailed: boolean;
}

export function CacminatorFiltersCard({ view, change, reset, stuffLevel, weaponTypes, weaponTypesFailed }: FiltersProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const ids = {
    title: useId(),
    hands: useId(),
    conditions: useId(),
    conditionsHint: useId(),
    availability: useId(),
    availabilityHint: useId(),
    fm: useId(),
    fmHint: useId(),
    rank: useId(),
    expectation: useId(),
    top: useId(),
  };
  const typeCodes = weaponTypes?.map((type) => type.value) ?? [];
  const topChoices = (TOP_CHOICES as readonly number[]).includes(view.top) ? TOP_CHOICES : [...TOP_CHOICES, view.top].sort((a, b) => a - b);

  return (
    <section className="card tool-card" aria-labelledby={ids.title} data-testid="cacminator-filters">
      <header className="card__header">
        <h2 id={ids.title} className="card__title">
          {t('cacminator.filters.title')}
        </h2>
        <button type="button" className="button button--small button--ghost" onClick={reset} data-testid="cacminator-reset">
          {t('cacminator.filters.reset')}
        </button>
      </header>
      <div className="card__body cacminator-filters">
        <fieldset className="tool-fieldset">
          <legend className="field__label">{t('cacminator.filters.types')}</legend>
          {weaponTypes === undefined && weaponTypesFailed ? (
            <p className="status status--error" data-testid="cacminator-types-error">
              {t('cacminator.filters.typesFailed')}
            </p>
          ) : weaponTypes === undefined ? (
            <p className="status">
              <span className="spinner" aria-hidden="true" />
              {t('common.loading')}
            </p>
          ) : (
            <div className="cacminator-checks">
              {weaponTypes.map((type) => (
                <label key={type.value} className="cacminator-check">
                  <input
                    type="checkbox"
                    checked={view.types.includes(type.value)}
                    onChange={(event) => change({ types: toggled(view.types, type.value, event.target.checked, typeCodes) })}
                    data-testid={`cacminator-type-${type.value}`}
                  />
                  <span>{localized(type.name, lang)}</span>
                </label>
              ))}
            </div>
          )}
          <p className="cacminator-hint">{view.types.length === 0 ? t('cacminator.filters.typesAll') : t('cacminator.filters.typesSome', { count: view.types.length })}</p>
        </fieldset>

        <LevelRange view={view} change={change} stuffLevel={stuffLevel} />

        <fieldset className="tool-fieldset">
          <legend className="field__label">{t('cacminator.filters.elements')}</legend>
          <div className="cacminator-checks">
            {DAMAGE_ELEMENTS.map((element) => (
              <label key={element} className="cacminator-check">
                <input
                  type="checkbox"
                  checked={view.elements.includes(element)}
                  onChange={(event) => change({ elements: toggled(view.elements, element, event.target.checked, DAMAGE_ELEMENTS) })}
                  data-testid={`cacminator-element-${element}`}
                />
                <span className={`cacminator-dot cacminator-dot--${element}`} aria-hidden="true" />
                <span>{t(`element.${element}`)}</span>
              </label>
            ))}
          </div>
          <p className="cacminator-hint">{t(view.elements.length === 0 ? 'cacminator.filters.elementsAll' : 'cacminator.filters.elementsSome')}</p>
        </fieldset>

        <div className="cacminator-selects">
          <div className="field">
            <label className="field__label" htmlFor={ids.hands}>
              {t('cacminator.filters.hands')}
            </label>
            <select id={ids.hands} className="field__control" value={view.hands} onChange={(event) => change({ hands: event.target.value as CacminatorView['hands'] })} data-testid="cacminator-hands">
              {HANDS.map((hands) => (
                <option key={hands} value={hands}>
                  {t(`cacminator.hands.${hands}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={ids.conditions}>
              {t('cacminator.filters.conditions')}
            </label>
            <select
              id={ids.conditions}
              className="field__control"
              value={view.conditions}
              aria-describedby={ids.conditionsHint}
              onChange={(event) => change({ conditions: event.target.value as CacminatorView['conditions'] })}
              data-testid="cacminator-conditions"
            >
              {CONDITION_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`cacminator.conditions.${mode}`)}
                </option>
              ))}
            </select>
            <p id={ids.conditionsHint} className="cacminator-hint" data-testid="cacminator-conditions-hint">
              {t(view.conditions === 'met' ? 'cacminator.filters.conditionsHint.met' : 'cacminator.filters.conditionsHint.any', { level: stuffLevel })}
            </p>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={ids.availability}>
              {t('cacminator.filters.availability')}
            </label>
            <select
              id={ids.availability}
              className="field__control"
              value={view.availability}
              aria-describedby={ids.availabilityHint}
              onChange={(event) => change({ availability: event.target.value as CacminatorView['availability'] })}
              data-testid="cacminator-availability"
            >
              {AVAILABILITIES.map((availability) => (
                <option key={availability} value={availability}>
                  {t(`cacminator.availability.${availability}`)}
                </option>
              ))}
            </select>
            <AvailabilityHint id={ids.availabilityHint} className="cacminator-hint" testId="cacminator-availability-hint" />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={ids.fm}>
              {t('cacminator.filters.forgemagie')}
            </label>
            <select
              id={ids.fm}
              className="field__control"
              value={forgemagieValue(view.forgemagie)}
              aria-describedby={ids.fmHint}
              onChange={(event) => change({ forgemagie: forgemagieFromValue(event.target.value) })}
              data-testid="cacminator-fm"
            >
              <option value="">{t('cacminator.fm.none')}</option>
              {FM_LINES.map((line) => (
                <optgroup key={line} label={t(`cacminator.fm.line.${line}`)}>
                  {FM_ELEMENTS.flatMap((element) =>
                    WEAPON_FM_PERCENTS.map((percent) => (
                      <option key={`${element}-${percent}`} value={forgemagieValue({ line, element, percent })}>
                        {t(`cacminator.fm.option.${line}`, { element: t(`element.${element}`), percent })}
                      </option>
                    )),
                  )}
                </optgroup>
              ))}
            </select>
            <p id={ids.fmHint} className="cacminator-hint">
              {t('cacminator.fm.hint')}
            </p>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={ids.rank}>
              {t('cacminator.filters.rankBy')}
            </label>
            <select id={ids.rank} className="field__control" value={view.rankBy} onChange={(event) => change({ rankBy: event.target.value as CacminatorView['rankBy'] })} data-testid="cacminator-rank">
              {RANKINGS.map((ranking) => (
                <option key={ranking} value={ranking}>
                  {t(`cacminator.rankBy.${ranking}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={ids.expectation}>
              {t('cacminator.filters.expectation')}
            </label>
            <select
              id={ids.expectation}
              className="field__control"
              value={view.expectation}
              onChange={(event) => change({ expectation: event.target.value as CacminatorView['expectation'] })}
              data-testid="cacminator-expectation"
            >
              {EXPECTATIONS.map((expectation) => (
                <option key={expectation} value={expectation}>
                  {t(`cacminator.expectation.${expectation}`)}
                </option>
              ))}
            </select>
          </div>
          <AttackOptionsFields value={view} onChange={change} testIdPrefix="cacminator" />
          <div className="field">
            <label className="field__label" htmlFor={ids.top}>
              {t('cacminator.filters.top')}
            </label>
            <select id={ids.top} className="field__control" value={view.top} onChange={(event) => change({ top: Number(event.target.value) })} data-testid="cacminator-top">
              {topChoices.map((count) => (
                <option key={count} value={count}>
                  {t('cacminator.filters.topCount', { count })}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
    </section>
  );
}

type LevelField = 'levelMin' | 'levelMax';

/** A level typed in a field: '' for none, else an integer 1–200. */
function parseLevelText(text: string): { level: number | null } | null {
  const trimmed = text.trim();
  if (trimmed === '') return { level: null };
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const level = Number(trimmed);
  return level >= 1 && level <= LEVEL_MAX ? { level } : null;
}

function LevelRange({ view, change, stuffLevel }: Pick<FiltersProps, 'view' | 'change' | 'stuffLevel'>) {
  const { t } = useTranslation();
  const ids = { min: useId(), max: useId(), error: useId(), hint: useId() };
  const [texts, setTexts] = useState<Record<LevelField, string>>(() => ({
    levelMin: view.levelMin === null ? '' : String(view.levelMin),
    levelMax: view.levelMax === null ? '' : String(view.levelMax),
  }));

  // A level set elsewhere (reset, a swapped range, a link) replaces the text unless it says the same.
  useEffect(() => {
    setTexts((current) => {
      const next = { ...current };
      for (const field of ['levelMin', 'levelMax'] as const) {
        const shown = parseLevelText(current[field]);
        if (!shown || shown.level !== view[field]) next[field] = view[field] === null ? '' : String(view[field]);
      }
      return next.levelMin === current.levelMin && next.levelMax === current.levelMax ? current : next;
    });
  }, [view]);

  const invalid = (field: LevelField) => parseLevelText(texts[field]) === null;
  const edit = (field: LevelField, text: string) => {
    setTexts((current) => ({ ...current, [field]: text }));
    const parsed = parseLevelText(text);
    if (parsed && parsed.level !== view[field]) change({ [field]: parsed.level });
  };
  const anyInvalid = invalid('levelMin') || invalid('levelMax');

  return (
    <fieldset className="tool-fieldset">
      <legend className="field__label">{t('cacminator.filters.levels')}</legend>
      <div className="cacminator-levels">
        {(['levelMin', 'levelMax'] as const).map((field) => (
          <div key={field} className="field">
            <label className="field__label" htmlFor={field === 'levelMin' ? ids.min : ids.max}>
              {t(field === 'levelMin' ? 'cacminator.filters.levelMin' : 'cacminator.filters.levelMax')}
            </label>
            <input
              id={field === 'levelMin' ? ids.min : ids.max}
              className="field__control tabular cacminator-level-input"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder={field === 'levelMin' ? '1' : String(stuffLevel)}
              value={texts[field]}
              aria-invalid={invalid(field)}
              aria-describedby={[invalid(field) ? ids.error : '', field === 'levelMax' ? ids.hint : ''].filter(Boolean).join(' ') || undefined}
              onChange={(event) => edit(field, event.target.value)}
              data-testid={field === 'levelMin' ? 'cacminator-level-min' : 'cacminator-level-max'}
            />
          </div>
        ))}
      </div>
      <p id={ids.hint} className="cacminator-hint">
        {t('cacminator.filters.levelMaxHint', { level: stuffLevel })}
      </p>
      {anyInvalid && (
        <p id={ids.error} className="field__error" role="alert" data-testid="cacminator-level-error">
          {t('cacminator.filters.levelInvalid', { max: LEVEL_MAX })}
        </p>
      )}
    </fieldset>
  );
}
