/**
 * The Panominator's settings: the character, the objective (presets and weights), the constraints,
 * the items kept, banned or left out, and what the search may add (exos, Dofus, pets). Every change
 * goes to the URL at once; number fields keep their own text and commit only valid values.
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PANOMINATOR_PRESETS } from '#game/panominator-presets';
import { SLOTS, type Slot } from '#game/slots';
import type { StatKey } from '#game/stats';
import type { StuffInput } from '#game/stuff';
import { CloseIcon } from '#web/components/ui/icons.tsx';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { bootstrapQueryOptions } from '#web/entities/reference/api/bootstrap.ts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { useItemsByIds } from '#web/entities/item/api/items.ts';
import { searchCharacter } from '../model/panominator-query.ts';
import {
  activePreset,
  AVAILABILITIES,
  CONSTRAINTS_MAX,
  LEVEL_MAX,
  LEVEL_MIN,
  LIMIT_CHOICES,
  nextFreeStat,
  parseBound,
  parseLevel,
  parseWeight,
  presetRows,
  QUICK_CONSTRAINTS,
  toggled,
  WEIGHT_LIMIT,
  withConstraint,
  type PanominatorView,
} from '../model/panominator-view.ts';
import { NumberTextField } from '#web/components/ui/number-text-field.tsx';
import { offeredStats, statOptions } from '#web/entities/panominator/model/game-stats.ts';
import { AvailabilityHint } from '#web/entities/panominator/components/availability.tsx';
import { ForcedItemsField, type ForcedItemsState } from './forced-items-field.tsx';

interface FormProps {
  view: PanominatorView;
  change: (change: Partial<PanominatorView>) => void;
  reset: () => void;
  draft: StuffInput;
  /** Compatibility mode: the list length is fixed. */
  compatibility: boolean;
  /** The game's stats (entities/panominator/model/game-stats.ts); undefined while the bootstrap loads. */
  offered: readonly StatKey[] | undefined;
  forced: ForcedItemsState;
  /** The id of the form's heading (the results' "back to the settings" goes there). */
  titleId: string;
}

export function PanominatorForm({ view, change, reset, draft, compatibility, offered, forced, titleId }: FormProps) {
  const { t } = useTranslation();
  // While the game's list loads, every stat (the lists are filled only once it is there).
  const stats = offered ?? offeredStats(undefined);
  return (
    <section className="card tool-card" aria-labelledby={titleId} data-testid="panominator-form">
      <header className="card__header">
        <h2 id={titleId} className="card__title panominator-form__title" tabIndex={-1}>
          {t('panominator.form.title')}
        </h2>
        <button type="button" className="button button--small button--ghost" onClick={reset} data-testid="panominator-reset">
          {t('panominator.form.reset')}
        </button>
      </header>
      <div className="card__body panominator-form">
        <CharacterFields view={view} change={change} draft={draft} />
        <ObjectiveFields view={view} change={change} stats={stats} offered={offered} />
        <ConstraintFields view={view} change={change} stats={stats} />
        <ForcedItemsField view={view} change={change} forced={forced} />
        <ItemFields view={view} change={change} draft={draft} />
        <OptionFields view={view} change={change} compatibility={compatibility} />
      </div>
    </section>
  );
}

type SectionProps = Pick<FormProps, 'view' | 'change'>;

function CharacterFields({ view, change, draft }: SectionProps & { draft: StuffInput }) {
  const { t } = useTranslation();
  const lang = useLang();
  const classFieldId = useId();
  const bootstrap = useQuery(bootstrapQueryOptions());
  const classes = bootstrap.data?.classes ?? [];
  const classId = view.classId ?? draft.classId;
  const { keepsDraftPoints } = searchCharacter(view, draft);
  return (
    <fieldset className="tool-fieldset">
      <legend className="panominator-legend">{t('panominator.character.title')}</legend>
      <div className="panominator-row">
        <div className="field">
          <label className="field__label" htmlFor={classFieldId}>
            {t('panominator.character.class')}
          </label>
          <select
            id={classFieldId}
            className="field__control"
            value={classId}
            disabled={!bootstrap.data}
            aria-busy={bootstrap.isPending}
            onChange={(event) => {
              const next = Number(event.target.value);
              change({ classId: next === draft.classId ? null : next });
            }}
            data-testid="panominator-class"
          >
            {classes.length === 0 && <option value={classId}>{t('common.loading')}</option>}
            {classes.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {localized(entry.name, lang)}
              </option>
            ))}
          </select>
        </div>
        <NumberTextField<number | null>
          label={t('panominator.character.level')}
          value={view.level}
          parse={(text) => (text.trim() === '' ? null : parseLevel(text))}
          onCommit={(level) => change({ level })}
          errorMessage={t('panominator.character.levelInvalid', { min: LEVEL_MIN, max: LEVEL_MAX })}
          hint={t('panominator.character.levelHint', { level: draft.level })}
          testId="panominator-level"
        />
      </div>
      <p className="panominator-hint" data-testid="panominator-character-note">
        {t(keepsDraftPoints ? 'panominator.character.draftPoints' : 'panominator.character.barePoints')}
      </p>
    </fieldset>
  );
}

/** A stat of the game (a stat a link or an old preset holds is kept and shown, but not offered otherwise). */
function StatSelect({ value, stats, onChange, label, testId }: { value: StatKey; stats: readonly StatKey[]; onChange: (stat: StatKey) => void; label: string; testId: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field__control" value={value} onChange={(event) => onChange(event.target.value as StatKey)} data-testid={testId}>
        {statOptions(stats, value).map((stat) => (
          <option key={stat} value={stat}>
            {t(`stat.${stat}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

function ObjectiveFields({ view, change, stats, offered }: SectionProps & { stats: readonly StatKey[]; offered: readonly StatKey[] | undefined }) {
  const { t } = useTranslation();
  const current = activePreset(view.weights, offered);
  return (
    <fieldset className="tool-fieldset" data-testid="panominator-objective">
      <legend className="panominator-legend">{t('panominator.objective.title')}</legend>
      <p className="panominator-hint">{t('panominator.objective.hint')}</p>
      <div className="panominator-presets" role="group" aria-label={t('panominator.objective.presets')}>
        {PANOMINATOR_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={`button button--small${current === preset ? '' : ' button--ghost'}`}
            aria-pressed={current === preset}
            onClick={() => change({ weights: presetRows(preset, offered) })}
            data-testid={`panominator-preset-${preset}`}
          >
            {t(`panominator.preset.${preset}`)}
          </button>
        ))}
      </div>
      <ul className="panominator-rows" aria-label={t('panominator.objective.weights')}>
        {view.weights.map((row, index) => (
          <li key={index} className="panominator-rows__row" data-testid={`panominator-weight-row-${index}`}>
            <StatSelect
              value={row.stat}
              stats={stats}
              label={t('panominator.objective.stat', { index: index + 1 })}
              onChange={(stat) => change({ weights: view.weights.map((entry, at) => (at === index ? { ...entry, stat } : entry)) })}
              testId={`panominator-weight-stat-${index}`}
            />
            <NumberTextField<number>
              label={t('panominator.objective.weight', { stat: t(`stat.${row.stat}`) })}
              labelHidden
              inputMode="decimal"
              value={row.weight}
              parse={parseWeight}
              onCommit={(weight) => change({ weights: view.weights.map((entry, at) => (at === index ? { ...entry, weight } : entry)) })}
              errorMessage={t('panominator.objective.weightInvalid', { max: WEIGHT_LIMIT.toLocaleString() })}
              testId={`panominator-weight-${index}`}
            />
            <button
              type="button"
              className="icon-button"
              aria-label={t('panominator.objective.remove', { stat: t(`stat.${row.stat}`) })}
              title={t('panominator.objective.remove', { stat: t(`stat.${row.stat}`) })}
              disabled={view.weights.length <= 1}
              onClick={() => change({ weights: view.weights.filter((_, at) => at !== index) })}
              data-testid={`panominator-weight-remove-${index}`}
            >
              <CloseIcon size={16} />
            </button>
          </li>
        ))}
      </ul>
      <div>
        <button
          type="button"
          className="button button--small button--soft"
          onClick={() => change({ weights: [...view.weights, { stat: nextFreeStat(view.weights.map((row) => row.stat), stats), weight: 1 }] })}
          data-testid="panominator-weight-add"
        >
          {t('panominator.objective.add')}
        </button>
      </div>
    </fieldset>
  );
}

function ConstraintFields({ view, change, stats }: SectionProps & { stats: readonly StatKey[] }) {
  const { t } = useTranslation();
  const full = view.constraints.length >= CONSTRAINTS_MAX;
  return (
    <fieldset className="tool-fieldset" data-testid="panominator-constraints">
      <legend className="panominator-legend">{t('panominator.constraints.title')}</legend>
      <p className="panominator-hint">{t('panominator.constraints.hint')}</p>
      <div className="panominator-presets" role="group" aria-label={t('panominator.constraints.quick')}>
        {QUICK_CONSTRAINTS.filter((row) => stats.includes(row.stat)).map((row) => (
          <button
            key={row.stat}
            type="button"
            className="button button--small button--ghost"
            disabled={full && !view.constraints.some((entry) => entry.stat === row.stat)}
            onClick={() => change({ constraints: withConstraint(view.constraints, row) })}
            data-testid={`panominator-quick-${row.stat}`}
          >
            {t('panominator.constraints.atLeast', { stat: t(`stat.${row.stat}`), min: row.min })}
          </button>
        ))}
      </div>
      {view.constraints.length === 0 ? (
        <p className="panominator-hint" data-testid="panominator-constraints-none">
          {t('panominator.constraints.none')}
        </p>
      ) : (
        <ul className="panominator-rows" aria-label={t('panominator.constraints.title')}>
          {view.constraints.map((row, index) => {
            const reversed = row.min !== null && row.max !== null && row.min > row.max;
            const set = (patch: Partial<typeof row>) =>
              change({ constraints: view.constraints.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)) });
            return (
              <li key={index} className="panominator-rows__row panominator-rows__row--constraint" data-testid={`panominator-constraint-row-${index}`}>
                <StatSelect value={row.stat} stats={stats} label={t('panominator.constraints.stat', { index: index + 1 })} onChange={(stat) => set({ stat })} testId={`panominator-constraint-stat-${index}`} />
                <NumberTextField<number | null>
                  label={t('panominator.constraints.min', { stat: t(`stat.${row.stat}`) })}
                  labelHidden
                  value={row.min}
                  parse={parseBound}
                  onCommit={(min) => set({ min })}
                  errorMessage={t('panominator.constraints.boundInvalid')}
                  testId={`panominator-constraint-min-${index}`}
                />
                <NumberTextField<number | null>
                  label={t('panominator.constraints.max', { stat: t(`stat.${row.stat}`) })}
                  labelHidden
                  value={row.max}
                  parse={parseBound}
                  onCommit={(max) => set({ max })}
                  errorMessage={t('panominator.constraints.boundInvalid')}
                  testId={`panominator-constraint-max-${index}`}
                />
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('panominator.constraints.remove', { stat: t(`stat.${row.stat}`) })}
                  title={t('panominator.constraints.remove', { stat: t(`stat.${row.stat}`) })}
                  onClick={() => change({ constraints: view.constraints.filter((_, at) => at !== index) })}
                  data-testid={`panominator-constraint-remove-${index}`}
                >
                  <CloseIcon size={16} />
                </button>
                {reversed && (
                  <p className="field__error panominator-rows__error" role="alert" data-testid={`panominator-constraint-error-${index}`}>
                    {t('panominator.constraints.reversed')}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p className="panominator-hint">{t('panominator.constraints.columns')}</p>
      <div>
        <button
          type="button"
          className="button button--small button--soft"
          disabled={full}
          onClick={() =>
            change({ constraints: [...view.constraints, { stat: nextFreeStat(view.constraints.map((row) => row.stat), stats), min: 0, max: null }] })
          }
          data-testid="panominator-constraint-add"
        >
          {t('panominator.constraints.add')}
        </button>
      </div>
    </fieldset>
  );
}

function ItemFields({ view, change, draft }: SectionProps & { draft: StuffInput }) {
  const { t } = useTranslation();
  const lang = useLang();
  const wornSlots = SLOTS.filter((slot) => draft.items[slot] !== undefined);
  const names = useItemsByIds(SITE_VARIANT, [...wornSlots.map((slot) => draft.items[slot]!), ...view.banned]);
  const nameOf = (id: number) => {
    const summary = names.data?.find((item) => item.id === id);
    return summary ? localized(summary.name, lang) : t('panominator.item.loadingName', { id });
  };
  return (
    <>
      <fieldset className="tool-fieldset" data-testid="panominator-lock">
        <legend className="panominator-legend">{t('panominator.lock.title')}</legend>
        {wornSlots.length === 0 ? (
          <p className="panominator-hint">{t('panominator.lock.noDraftItems')}</p>
        ) : (
          <>
            <p className="panominator-hint">{t('panominator.lock.hint')}</p>
            <div className="panominator-checks panominator-checks--column">
              {wornSlots.map((slot) => (
                <label key={slot} className="panominator-check">
                  <input
                    type="checkbox"
                    checked={view.lock.includes(slot)}
                    onChange={(event) => change({ lock: toggled(view.lock, slot, event.target.checked) })}
                    data-testid={`panominator-lock-${slot}`}
                  />
                  <span>{t('panominator.lock.item', { slot: t(`slot.${slot}`), item: nameOf(draft.items[slot]!) })}</span>
                </label>
              ))}
            </div>
          </>
        )}
      </fieldset>
      <fieldset className="tool-fieldset" data-testid="panominator-empty">
        <legend className="panominator-legend">{t('panominator.empty.title')}</legend>
        <div className="panominator-checks">
          {SLOTS.map((slot: Slot) => (
            <label key={slot} className="panominator-check">
              <input
                type="checkbox"
                checked={view.empty.includes(slot)}
                onChange={(event) => change({ empty: toggled(view.empty, slot, event.target.checked) })}
                data-testid={`panominator-empty-${slot}`}
              />
              <span>{t(`slot.${slot}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="tool-fieldset" data-testid="panominator-banned">
        <legend className="panominator-legend">{t('panominator.banned.title')}</legend>
        {view.banned.length === 0 ? (
          <p className="panominator-hint">{t('panominator.banned.none')}</p>
        ) : (
          <ul className="panominator-chips">
            {view.banned.map((id) => (
              <li key={id} className="panominator-chip" data-testid={`panominator-banned-${id}`}>
                <span>{nameOf(id)}</span>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('panominator.banned.remove', { item: nameOf(id) })}
                  title={t('panominator.banned.remove', { item: nameOf(id) })}
                  onClick={() => change({ banned: view.banned.filter((entry) => entry !== id) })}
                  data-testid={`panominator-unban-${id}`}
                >
                  <CloseIcon size={14} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </>
  );
}

function OptionFields({ view, change, compatibility }: SectionProps & { compatibility: boolean }) {
  const { t } = useTranslation();
  const ids = { availability: useId(), availabilityHint: useId(), limit: useId() };
  const limitChoices = (LIMIT_CHOICES as readonly number[]).includes(view.limit) ? LIMIT_CHOICES : [...LIMIT_CHOICES, view.limit].sort((a, b) => a - b);
  return (
    <fieldset className="tool-fieldset" data-testid="panominator-options">
      <legend className="panominator-legend">{t('panominator.options.title')}</legend>
      <div className="panominator-checks panominator-checks--column">
        {(['exos', 'dofus', 'pets'] as const).map((option) => (
          <label key={option} className="panominator-check">
            <input type="checkbox" checked={view[option]} onChange={(event) => change({ [option]: event.target.checked })} data-testid={`panominator-allow-${option}`} />
            {/* Petsmounts are a Dofus 2 and Touch thing: Retro's pet slot holds pets only. */}
            <span>{t(option === 'pets' && SITE_VARIANT !== 'retro' ? 'panominator.options.petsMounts' : `panominator.options.${option}`)}</span>
          </label>
        ))}
      </div>
      <div className="panominator-row">
        <div className="field">
          <label className="field__label" htmlFor={ids.availability}>
            {t('panominator.options.availability')}
          </label>
          <select
            id={ids.availability}
            className="field__control"
            value={view.availability}
            aria-describedby={ids.availabilityHint}
            onChange={(event) => change({ availability: event.target.value as PanominatorView['availability'] })}
            data-testid="panominator-availability"
          >
            {AVAILABILITIES.map((availability) => (
              <option key={availability} value={availability}>
                {t(`panominator.availability.${availability}`)}
              </option>
            ))}
          </select>
        </div>
        {!compatibility && (
          <div className="field">
            <label className="field__label" htmlFor={ids.limit}>
              {t('panominator.options.limit')}
            </label>
            <select id={ids.limit} className="field__control" value={view.limit} onChange={(event) => change({ limit: Number(event.target.value) })} data-testid="panominator-limit">
              {limitChoices.map((limit) => (
                <option key={limit} value={limit}>
                  {t('panominator.options.limitCount', { count: limit })}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <AvailabilityHint id={ids.availabilityHint} className="panominator-hint" testId="panominator-availability-hint" />
    </fieldset>
  );
}
