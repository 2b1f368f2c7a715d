/**
 * The characteristics tab (builder-spec §5, §9; research §3.1): characteristic points bought with
 * capital at the class's official cost tables, and scrolls up to the maximum per stat. Capital spent
 * and left come from the engine's sheet; overspending is allowed and shown, as DofusBook does, so a
 * plan can be typed before the level that pays for it.
 */
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SCROLL_MAX } from '#contract/stuff';
import type { CapitalTier } from '#game/capital';
import { PRIMARY_STATS, type PrimaryStat } from '#game/stats';
import type { CapitalSheet } from '#game/stuff';
import { VARIANT_RULES } from '#game/variants';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { isEngineInputError } from '#web/lib/engine/engine-errors.ts';
import { useCatalogClass, useStuffInspection } from '#web/lib/engine/engine-queries.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { AlertCircleIcon } from '#web/components/ui/icons.tsx';
import { useBuilder } from '../hooks/use-builder.tsx';
import {
  capitalLeft,
  capitalRules,
  costTiers,
  fullScrolls,
  maxAffordablePoints,
  nextPurchaseTier,
  parsePointsText,
  parseScrollText,
  POINTS_BOUNDS,
  SCROLL_BOUNDS,
  steppedPoints,
  withPrimaryValue,
  type CapitalRules,
  type ValueError,
} from '../model/characteristics.ts';
import { IntegerField, type IntegerParse } from './integer-field.tsx';
import './characteristics-tab.css';

const STEPS = [-10, -1, 1, 10, 100] as const;

function useFormat() {
  const lang = useLang();
  return useMemo(() => new Intl.NumberFormat(lang), [lang]);
}

export function CharacteristicsTab() {
  const { t } = useTranslation();
  const format = useFormat();
  const { stuff, input, update, editable } = useBuilder();
  const inspection = useStuffInspection(input);
  const characterClass = useCatalogClass(stuff.classId);
  const rules = useMemo(() => (characterClass.data ? capitalRules(SITE_VARIANT, characterClass.data) : undefined), [characterClass.data]);
  const capital = inspection.data?.sheet.capital;
  const hasPoints = Object.keys(stuff.points).length > 0;
  const hasScrolls = Object.keys(stuff.scrolls).length > 0;
  const allScrolled = PRIMARY_STATS.every((stat) => stuff.scrolls[stat] === SCROLL_MAX);

  return (
    <div className="carac-tab" data-testid="carac-tab">
      <section className="card builder-card" aria-labelledby="carac-capital-title">
        <header className="card__header">
          <h2 id="carac-capital-title" className="card__title">
            {t('builder.carac.capital')}
          </h2>
          {inspection.isFetching && <span className="spinner" aria-hidden="true" />}
        </header>
        <div className="card__body carac-capital">
          <p className="carac-tab__lead">{t('builder.carac.lead', { max: format.format(SCROLL_MAX) })}</p>
          {inspection.isError && !inspection.data ? (
            <p className="status status--error" role="alert" data-testid="carac-capital-error">
              <AlertCircleIcon size={18} />
              {isEngineInputError(inspection.error) ? t('builder.carac.capital.invalid') : t('builder.sheet.error')}
              <button type="button" className="button button--small" onClick={() => void inspection.refetch()}>
                {t('common.retry')}
              </button>
            </p>
          ) : (
            <CapitalSummary capital={capital} loading={inspection.isPending} />
          )}
          {characterClass.isError && (
            <p className="status status--error" role="alert">
              <AlertCircleIcon size={18} />
              {t('builder.carac.capital.error')}
              <button type="button" className="button button--small" onClick={() => void characterClass.refetch()}>
                {t('common.retry')}
              </button>
            </p>
          )}
          {editable && (
            <div className="carac-capital__actions">
              <button
                type="button"
                className="button button--soft button--small"
                onClick={() => update((current) => ({ ...current, scrolls: fullScrolls() }))}
                disabled={allScrolled}
                data-testid="carac-scrolls-all"
              >
                {t('builder.carac.scrollsAll', { max: format.format(SCROLL_MAX) })}
              </button>
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => update((current) => ({ ...current, points: {} }))}
                disabled={!hasPoints}
                data-testid="carac-reset-points"
              >
                {t('builder.carac.resetPoints')}
              </button>
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => update((current) => ({ ...current, scrolls: {} }))}
                disabled={!hasScrolls}
                data-testid="carac-reset-scrolls"
              >
                {t('builder.carac.resetScrolls')}
              </button>
            </div>
          )}
        </div>
      </section>

      <section className="card builder-card" aria-labelledby="carac-title">
        <header className="card__header">
          <h2 id="carac-title" className="card__title">
            {t('builder.carac.title')}
          </h2>
        </header>
        <ul role="list" className="carac-stats">
          {PRIMARY_STATS.map((stat) => (
            <StatRow key={stat} stat={stat} rules={rules} capital={capital} />
          ))}
        </ul>
      </section>
    </div>
  );
}

function CapitalSummary({ capital, loading }: { capital: CapitalSheet | null | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (capital === undefined) {
    return loading ? (
      <p className="status" role="status">
        <span className="spinner" aria-hidden="true" />
        {t('builder.carac.capital.loading')}
      </p>
    ) : null;
  }
  if (capital === null) {
    return (
      <p className="status" data-testid="carac-capital-unknown">
        <AlertCircleIcon size={18} />
        {t('builder.carac.capital.unknownClass')}
      </p>
    );
  }
  const over = capital.left < 0;
  return (
    <>
      <dl className="carac-capital__figures">
        <Figure label={t('builder.carac.capital.available')} value={format.format(capital.available)} testId="carac-capital-available" />
        <Figure label={t('builder.carac.capital.spent')} value={format.format(capital.totalSpent)} testId="carac-capital-spent" />
        <Figure
          label={t('builder.carac.capital.left')}
          value={format.format(capital.left)}
          testId="carac-capital-left"
          tone={over ? 'error' : capital.left === 0 ? 'done' : undefined}
        />
      </dl>
      {over && (
        <p className="status status--error" role="alert" data-testid="carac-capital-over">
          <AlertCircleIcon size={18} />
          {t('builder.carac.capital.over', { count: -capital.left, formatted: format.format(-capital.left) })}
        </p>
      )}
    </>
  );
}

function Figure({ label, value, testId, tone }: { label: string; value: ReactNode; testId: string; tone?: 'error' | 'done' }) {
  return (
    <div className={tone ? `carac-figure carac-figure--${tone}` : 'carac-figure'}>
      <dt className="carac-figure__label">{label}</dt>
      <dd className="carac-figure__value tabular" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function useValueParser(parse: (text: string) => { value: number } | { error: ValueError }, max: number): (text: string) => IntegerParse {
  const { t } = useTranslation();
  const format = useFormat();
  return (text) => {
    const parsed = parse(text);
    if ('value' in parsed) return parsed;
    return parsed.error === 'scroll_max'
      ? { error: t('builder.carac.scrollMax', { max: format.format(SCROLL_MAX) }) }
      : { error: t('builder.carac.invalid', { min: format.format(0), max: format.format(max) }) };
  };
}

function StatRow({ stat, rules, capital }: { stat: PrimaryStat; rules: CapitalRules | undefined; capital: CapitalSheet | null | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { stuff, update, editable } = useBuilder();
  const points = stuff.points[stat] ?? 0;
  const scroll = stuff.scrolls[stat] ?? 0;
  const statName = t(`stat.${stat}`);
  const parsePoints = useValueParser(parsePointsText, POINTS_BOUNDS.max);
  const parseScroll = useValueParser(parseScrollText, SCROLL_BOUNDS.max);
  const tier = rules ? nextPurchaseTier(rules, stat, points, scroll) : undefined;
  const canAffordMore = capital != null && capital.left > 0;

  const setPoints = (value: (current: number) => number) =>
    update((current) => ({ ...current, points: withPrimaryValue(current.points, stat, value(current.points[stat] ?? 0)) }));
  const spendTheRest = () => {
    if (!rules) return;
    update((current) => {
      const left = capitalLeft(rules, current.level, current.points, current.scrolls);
      const max = maxAffordablePoints(rules, stat, current.points[stat] ?? 0, current.scrolls[stat] ?? 0, left);
      return { ...current, points: withPrimaryValue(current.points, stat, max) };
    });
  };

  return (
    <li className="carac-stat" data-testid={`carac-row-${stat}`}>
      <h3 className="carac-stat__name">
        <span className={`stat-dot stat-dot--${stat}`} aria-hidden="true" />
        {statName}
        <span className="carac-stat__base tabular" data-testid={`carac-base-${stat}`}>
          {t('builder.carac.base', { value: format.format(points + scroll) })}
        </span>
      </h3>
      <div className="carac-stat__fields">
        <div className="carac-stat__points">
          <IntegerField
            label={
              <>
                {t('builder.carac.points')}
                <span className="visually-hidden"> {statName}</span>
              </>
            }
            value={points}
            parse={parsePoints}
            min={POINTS_BOUNDS.min}
            max={POINTS_BOUNDS.max}
            disabled={!editable}
            onCommit={(value) => setPoints(() => value)}
            hint={
              capital ? (
                <span data-testid={`carac-spent-${stat}`}>{t('builder.carac.spentOn', { spent: format.format(capital.spent[stat]) })}</span>
              ) : undefined
            }
            testId={`carac-points-${stat}`}
          />
          {editable && (
            <div className="carac-stat__steps" role="group" aria-label={statName}>
              {STEPS.map((step) => (
                <button
                  key={step}
                  type="button"
                  className="button button--small carac-step"
                  onClick={() => setPoints((current) => steppedPoints(current, step))}
                  disabled={step < 0 && points === 0}
                  aria-label={t(step < 0 ? 'builder.carac.remove' : 'builder.carac.add', { count: Math.abs(step), stat: statName })}
                  data-testid={`carac-step-${stat}-${step}`}
                >
                  {step < 0 ? `−${Math.abs(step)}` : `+${step}`}
                </button>
              ))}
              <button
                type="button"
                className="button button--soft button--small carac-step"
                onClick={spendTheRest}
                disabled={!rules || !canAffordMore}
                aria-label={t('builder.carac.maxLabel', { stat: statName })}
                data-testid={`carac-max-${stat}`}
              >
                {t('builder.carac.max')}
              </button>
            </div>
          )}
        </div>
        <IntegerField
          className="carac-stat__scroll"
          label={
            <>
              {t('builder.carac.scrolls')}
              <span className="visually-hidden"> {statName}</span>
            </>
          }
          value={scroll}
          parse={parseScroll}
          min={SCROLL_BOUNDS.min}
          max={SCROLL_BOUNDS.max}
          disabled={!editable}
          onCommit={(value) => update((current) => ({ ...current, scrolls: withPrimaryValue(current.scrolls, stat, value) }))}
          testId={`carac-scroll-${stat}`}
        />
      </div>
      {rules && tier && (
        <div className="carac-stat__tiers">
          <p className="carac-stat__tier" data-testid={`carac-tier-${stat}`}>
            {tier.until === undefined
              ? t('builder.carac.tierLast', { cost: format.format(tier.cost), count: tier.count })
              : t('builder.carac.tier', { cost: format.format(tier.cost), count: tier.count, until: format.format(tier.until) })}
          </p>
          <details className="carac-stat__table">
            <summary>{t('builder.carac.tiers')}</summary>
            <TierTable tiers={costTiers(rules, stat)} />
          </details>
        </div>
      )}
    </li>
  );
}

function TierTable({ tiers }: { tiers: readonly CapitalTier[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      <ul role="list" className="carac-tiers">
        {tiers.map((tier, index) => {
          const next = tiers[index + 1];
          const values = { from: format.format(tier.from), cost: format.format(tier.cost), count: format.format(tier.count) };
          return (
            <li key={tier.from} className="tabular">
              {next
                ? t('builder.carac.tiers.range', { ...values, to: format.format(next.from - 1) })
                : t('builder.carac.tiers.from', values)}
            </li>
          );
        })}
      </ul>
      {VARIANT_RULES[SITE_VARIANT].scrollsInCapitalTiers === 1 && <p className="carac-tiers__note">{t('builder.carac.tiers.scrollsCount')}</p>}
    </>
  );
}
