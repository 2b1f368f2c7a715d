/**
 * The boosts tab (builder-spec §2, §3 Boost): buffs that enter the sheet (a stat, health %, shield
 * % or flat shield), each with a value, a count of stacked casts and an active switch. Values are
 * checked against the engine's bounds before they are saved; the sheet beside updates at once.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { BoostEffect, StuffBoost } from '#contract/stuff';
import { PRIMARY_STATS } from '#game/stats';
import { BOOST_EFFECTS } from '#game/stuff';
import { PlusIcon, TrashIcon } from '#web/components/ui/icons.tsx';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { bootstrapQueryOptions } from '#web/entities/reference/api/bootstrap.ts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { useBuilder } from '../hooks/use-builder.tsx';
import {
  addBoosts,
  BOOST_COUNT_MAX,
  BOOST_EFFECT_CHOICES,
  BOOSTS_MAX,
  boostEffectChoices,
  boostListFits,
  boostValueBounds,
  canAddBoost,
  changeBoostEffect,
  FINAL_DAMAGE_FACTOR_MAX,
  parseBoostCount,
  parseBoostValue,
  removeBoost,
  RETRO_BOOST_PRESETS,
  updateBoost,
  type ParsedNumber,
} from '../model/boosts.ts';
import { IntegerField, type IntegerParse } from './integer-field.tsx';
import './boosts-tab.css';

// i18next's own type: the hook's return type makes TypeScript instantiate every key of the
// dictionary at each call and, past a few hundred keys, give up (TS2589).
type Translate = TFunction;

export function effectLabel(effect: BoostEffect, t: Translate): string {
  return (BOOST_EFFECTS as readonly string[]).includes(effect) ? t(`builder.boosts.effect.${effect as (typeof BOOST_EFFECTS)[number]}`) : t(`stat.${effect as Exclude<BoostEffect, (typeof BOOST_EFFECTS)[number]>}`);
}

/**
 * The effects this game's boosts can have (the game's characteristics, and those the stuff's boosts
 * already hold), from the bootstrap.
 */
function useEffectChoices(): readonly BoostEffect[] {
  const { stuff } = useBuilder();
  const bootstrap = useQuery(bootstrapQueryOptions());
  const statsInUse = bootstrap.data?.stats_in_use;
  const keptKey = stuff.boosts.map((boost) => boost.effect).join(',');
  // Keyed by the effects, not by the list's identity: editing a value does not rebuild the options.
  return useMemo(() => boostEffectChoices(statsInUse, keptKey ? (keptKey.split(',') as BoostEffect[]) : []), [statsInUse, keptKey]);
}

/** The effect picker, grouped: primary characteristics, other stats, health and shield. */
function EffectOptions({ value }: { value: BoostEffect }) {
  const { t } = useTranslation();
  const offered = useEffectChoices();
  // The field's own value is always an option, whatever the list.
  const choices = offered.includes(value) ? offered : BOOST_EFFECT_CHOICES.filter((effect) => offered.includes(effect) || effect === value);
  const primary = new Set<string>(PRIMARY_STATS);
  const special = new Set<string>(BOOST_EFFECTS);
  const groups: { label: string; effects: BoostEffect[] }[] = [
    { label: t('builder.boosts.group.primary'), effects: choices.filter((effect) => primary.has(effect)) },
    { label: t('builder.boosts.group.health'), effects: choices.filter((effect) => special.has(effect)) },
    { label: t('builder.boosts.group.other'), effects: choices.filter((effect) => !primary.has(effect) && !special.has(effect)) },
  ];
  return groups.map((group) => (
    <optgroup key={group.label} label={group.label}>
      {group.effects.map((effect) => (
        <option key={effect} value={effect}>
          {effectLabel(effect, t)}
        </option>
      ))}
    </optgroup>
  ));
}

/** The effect picker with its label. */
function EffectField({
  className,
  value,
  disabled,
  onChange,
  testId,
}: {
  className: string;
  value: BoostEffect;
  disabled?: boolean;
  onChange: (effect: BoostEffect) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={`field ${className}`}>
      <label className="field__label" htmlFor={id}>
        {t('builder.boosts.effect')}
      </label>
      <select id={id} className="field__control" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value as BoostEffect)} data-testid={testId}>
        <EffectOptions value={value} />
      </select>
    </div>
  );
}

/** The model's parse of a boost number as a field reads it, with the tab's message. */
function withMessage(parsed: ParsedNumber, t: Translate, format: Intl.NumberFormat): IntegerParse {
  if (parsed.ok) return { value: parsed.value };
  return { error: t('builder.boosts.invalid', { min: format.format(parsed.min), max: format.format(parsed.max) }) };
}

export function BoostsTab() {
  const { t } = useTranslation();
  const { stuff, update, editable } = useBuilder();
  // Rows keep their own text; removing a row renumbers the others, so they start again from the stuff.
  const [generation, setGeneration] = useState(0);
  const boosts = stuff.boosts;
  const full = !canAddBoost(boosts);

  /** Applies an edit the engine can compute; refuses (false) one that breaks the list's bounds. */
  const change = (edit: (current: readonly StuffBoost[]) => StuffBoost[]): boolean => {
    if (!boostListFits(edit(boosts))) return false;
    update((current) => ({ ...current, boosts: edit(current.boosts) }));
    return true;
  };

  return (
    <div className="boosts-tab" data-testid="boosts-tab">
      <AddBoostCard disabled={!editable || full} onAdd={(added) => change((current) => addBoosts(current, added))} />
      <section className="card builder-card" aria-labelledby="boosts-list-title" data-testid="boosts-list">
        <header className="card__header">
          <h2 id="boosts-list-title" className="card__title">
            {t('builder.boosts.title')}
            <span className="card__count tabular" data-testid="boosts-count">
              {t('builder.boosts.count', { number: boosts.length, max: BOOSTS_MAX })}
            </span>
          </h2>
          {boosts.length > 0 && editable && (
            <button
              type="button"
              className="button button--small button--ghost"
              onClick={() => {
                setGeneration((value) => value + 1);
                change(() => []);
              }}
              data-testid="boosts-clear"
            >
              <TrashIcon size={16} />
              {t('builder.boosts.clear')}
            </button>
          )}
        </header>
        <div className="card__body">
          {full && (
            <p className="status" role="status" data-testid="boosts-full">
              {t('builder.boosts.full', { max: BOOSTS_MAX })}
            </p>
          )}
          {boosts.length === 0 ? (
            <p className="status" data-testid="boosts-empty">
              {t('builder.boosts.empty')}
            </p>
          ) : (
            <ul role="list" className="boost-list">
              {boosts.map((boost, index) => (
                <BoostRow
                  key={`${generation}-${index}`}
                  boost={boost}
                  index={index}
                  editable={editable}
                  onChange={(changeOf) => change((current) => (current[index] ? updateBoost(current, index, changeOf(current[index])) : [...current]))}
                  onRemove={() => {
                    setGeneration((value) => value + 1);
                    change((current) => removeBoost(current, index));
                  }}
                />
              ))}
            </ul>
          )}
        </div>
      </section>
    </div>
  );
}

function BoostRow({
  boost,
  index,
  editable,
  onChange,
  onRemove,
}: {
  boost: StuffBoost;
  index: number;
  editable: boolean;
  onChange: (change: (current: StuffBoost) => Partial<StuffBoost>) => boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const format = useMemo(() => new Intl.NumberFormat(lang), [lang]);
  const ids = { active: useId() };
  // The last edit was valid on its own but would push the final-damage product past its bound.
  const [refused, setRefused] = useState(false);
  const commit = (change: (current: StuffBoost) => Partial<StuffBoost>) => setRefused(!onChange(change));
  const label = effectLabel(boost.effect, t);

  return (
    <li className={`boost-row${boost.active ? '' : ' boost-row--inactive'}`} data-testid={`boost-${index}`} data-effect={boost.effect} data-active={boost.active}>
      <label className="boost-row__active" htmlFor={ids.active}>
        <input
          id={ids.active}
          type="checkbox"
          checked={boost.active}
          disabled={!editable}
          onChange={(event) => commit(() => ({ active: event.target.checked }))}
          data-testid={`boost-${index}-active`}
        />
        <span className="visually-hidden">{t('builder.boosts.activeOf', { effect: label })}</span>
      </label>
      <EffectField
        className="boost-row__effect"
        value={boost.effect}
        disabled={!editable}
        onChange={(effect) => commit((current) => changeBoostEffect(current, effect))}
        testId={`boost-${index}-effect`}
      />
      {/* A new effect has new bounds: the value field starts again from the stored (clamped) value. */}
      <IntegerField
        key={boost.effect}
        className="boost-row__value"
        label={t('builder.boosts.value')}
        value={boost.value}
        parse={(text) => withMessage(parseBoostValue(boost.effect, text), t, format)}
        onCommit={(value) => commit(() => ({ value }))}
        commitUnchanged
        type="text"
        inputMode="numeric"
        disabled={!editable}
        detachedErrorClassName="boost-row__error"
        testId={`boost-${index}-value`}
      />
      <IntegerField
        className="boost-row__count"
        label={t('builder.boosts.countLabel')}
        value={boost.count}
        parse={(text) => withMessage(parseBoostCount(text), t, format)}
        onCommit={(count) => commit(() => ({ count }))}
        commitUnchanged
        inputMode="numeric"
        min={1}
        max={BOOST_COUNT_MAX}
        disabled={!editable}
        detachedErrorClassName="boost-row__error"
        testId={`boost-${index}-count`}
      />
      <button
        type="button"
        className="icon-button boost-row__remove"
        aria-label={t('builder.boosts.remove', { effect: label })}
        disabled={!editable}
        onClick={onRemove}
        data-testid={`boost-${index}-remove`}
      >
        <TrashIcon size={18} />
      </button>
      {refused && (
        <p className="field__error boost-row__error" role="alert" data-testid={`boost-${index}-refused`}>
          {t('builder.boosts.finalDamageTooHigh', { max: format.format(FINAL_DAMAGE_FACTOR_MAX) })}
        </p>
      )}
    </li>
  );
}

function AddBoostCard({ disabled, onAdd }: { disabled: boolean; onAdd: (boosts: Omit<StuffBoost, 'active'>[]) => boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const format = useMemo(() => new Intl.NumberFormat(lang), [lang]);
  const ids = {
    title: useId(),
    preset: useId(),
    presetHint: useId(),
  };
  const [effect, setEffect] = useState<BoostEffect>('strength');
  const [valueText, setValueText] = useState('');
  const [countText, setCountText] = useState('1');
  const [presetId, setPresetId] = useState(RETRO_BOOST_PRESETS[0]?.id ?? '');
  const [touched, setTouched] = useState(false);
  const [refused, setRefused] = useState(false);
  const bootstrap = useQuery(bootstrapQueryOptions());
  const classNames = new Map((bootstrap.data?.classes ?? []).map((entry) => [entry.id, localized(entry.name, lang)]));
  const presets = SITE_VARIANT === 'retro' ? RETRO_BOOST_PRESETS : [];

  const parsedValue = parseBoostValue(effect, valueText);
  const parsedCount = parseBoostCount(countText);
  const bounds = boostValueBounds(effect);

  return (
    <section className="card builder-card" aria-labelledby={ids.title} data-testid="boost-add">
      <header className="card__header">
        <h2 id={ids.title} className="card__title">
          {t('builder.boosts.add')}
        </h2>
      </header>
      <div className="card__body boost-add">
        <form
          className="boost-add__form"
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (disabled || !parsedValue.ok || !parsedCount.ok) return;
            const added = onAdd([{ effect, value: parsedValue.value, count: parsedCount.value }]);
            setRefused(!added);
            if (!added) return;
            setValueText('');
            setTouched(false);
          }}
        >
          <EffectField className="boost-add__effect" value={effect} onChange={setEffect} testId="boost-add-effect" />
          <IntegerField
            label={t('builder.boosts.value')}
            draft={{
              text: valueText,
              onTextChange: (text) => {
                setValueText(text);
                setTouched(text.trim() !== '');
              },
              errorShown: touched,
            }}
            parse={(text) => withMessage(parseBoostValue(effect, text), t, format)}
            type="text"
            inputMode="numeric"
            placeholder={`${format.format(bounds.min)} … ${format.format(bounds.max)}`}
            detachedErrorClassName="boost-add__error"
            testId="boost-add-value"
          />
          <IntegerField
            label={t('builder.boosts.countLabel')}
            draft={{ text: countText, onTextChange: setCountText, errorShown: true }}
            parse={(text) => withMessage(parseBoostCount(text), t, format)}
            inputMode="numeric"
            min={1}
            max={BOOST_COUNT_MAX}
            detachedErrorClassName="boost-add__error"
            testId="boost-add-count"
          />
          <button type="submit" className="button button--primary boost-add__submit" disabled={disabled} data-testid="boost-add-submit">
            <PlusIcon size={16} />
            {t('builder.boosts.addButton')}
          </button>
          {refused && (
            <p className="field__error boost-add__error" role="alert" data-testid="boost-add-refused">
              {t('builder.boosts.finalDamageTooHigh', { max: format.format(FINAL_DAMAGE_FACTOR_MAX) })}
            </p>
          )}
        </form>

        {presets.length > 0 && (
          <form
            className="boost-add__presets"
            onSubmit={(event) => {
              event.preventDefault();
              const preset = presets.find((entry) => entry.id === presetId);
              if (!preset || disabled) return;
              setRefused(!onAdd([{ effect: preset.effect, value: preset.value, count: 1 }]));
            }}
          >
            <div className="field boost-add__preset">
              <label className="field__label" htmlFor={ids.preset}>
                {t('builder.boosts.presets')}
              </label>
              <select
                id={ids.preset}
                className="field__control"
                value={presetId}
                aria-describedby={ids.presetHint}
                onChange={(event) => setPresetId(event.target.value)}
                data-testid="boost-preset"
              >
                {presets.map((preset) => (
                  <option key={preset.id} value={preset.id}>
                    {t('builder.boosts.presetOption', {
                      spell: preset.name[lang],
                      className: classNames.get(preset.classId) ?? preset.classId,
                      value: format.format(preset.value),
                      effect: effectLabel(preset.effect, t),
                    })}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="button boost-add__submit" disabled={disabled} data-testid="boost-preset-add">
              <PlusIcon size={16} />
              {t('builder.boosts.addButton')}
            </button>
            <p id={ids.presetHint} className="boost-add__hint">
              {t('builder.boosts.presetsHint')}
            </p>
          </form>
        )}
      </div>
    </section>
  );
}
