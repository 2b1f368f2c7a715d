/**
 * The computed characteristics (builder-spec §9), from the engine worker: the six primary stats
 * with their parts, the general and damage lines, the resistances and the active set bonuses.
 */
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIMARY_STATS, STAT_KEYS, type StatKey } from '#game/stats';
import { VARIANT_RULES } from '#game/variants';
import type { PrimaryParts, StatSheet } from '#game/stuff';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { useCatalogSets, useStuffInspection } from '#web/lib/engine/engine-queries.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { AlertCircleIcon } from '#web/components/ui/icons.tsx';
import { useSetsByIds } from '#web/entities/set/api/sets.ts';
import { useBuilder } from '../hooks/use-builder.tsx';
import { SHEET_ANCHOR_ID } from './sheet-summary.tsx';
import { DAMAGE_ELEMENTS, type DamageElement } from '#game/elements';

/** Performance mark of the first sheet shown on the page (bench/catalog-load.bench.ts). */
const FIRST_SHEET_SHOWN = 'tofulab:first-sheet-shown';

const PART_COLUMNS = ['base', 'scroll', 'items', 'set', 'forgemagie', 'boost'] as const satisfies readonly (keyof PrimaryParts)[];

const GENERAL_STATS: readonly StatKey[] = [
  'ap',
  'mp',
  'range',
  'hp',
  'initiative',
  'prospecting',
  'pods',
  'summons',
  'critical_hit',
  'critical_failure',
  'ap_loss_dodge',
  'mp_loss_dodge',
  // AP/MP reduction, tackle and flee exist only where the variant derives them (not in retro);
  // an item line of them still shows under "Other".
  ...(VARIANT_RULES[SITE_VARIANT].reductionWisdomDivisor > 0 ? (['ap_reduction', 'mp_reduction'] as const) : []),
  ...(VARIANT_RULES[SITE_VARIANT].lockAgilityDivisor > 0 ? (['lock', 'dodge'] as const) : []),
];
const DAMAGE_STATS: readonly StatKey[] = ['damage', 'damage_percent', 'heals', 'trap_damage', 'trap_damage_percent', 'reflect_damage'];

const ELEMENTS = DAMAGE_ELEMENTS;
type Element = DamageElement;
const RESISTANCE_KEYS: Record<Element, { flat: StatKey; percent: StatKey }> = {
  neutral: { flat: 'res_neutral', percent: 'res_neutral_percent' },
  earth: { flat: 'res_earth', percent: 'res_earth_percent' },
  fire: { flat: 'res_fire', percent: 'res_fire_percent' },
  water: { flat: 'res_water', percent: 'res_water_percent' },
  air: { flat: 'res_air', percent: 'res_air_percent' },
};

const SHOWN_ELSEWHERE = new Set<StatKey>([
  ...PRIMARY_STATS,
  ...GENERAL_STATS,
  ...DAMAGE_STATS,
  ...Object.values(RESISTANCE_KEYS).flatMap(({ flat, percent }) => [flat, percent]),
]);
/** Every other stat is listed only when the stuff has some of it (elemental damage, PvP resistances…). */
const OTHER_STATS = STAT_KEYS.filter((key) => !SHOWN_ELSEWHERE.has(key));

/** Game sets give their first bonus from two pieces; one piece of a set is worn, not a bonus. */
const MIN_PIECES_FOR_SET_BONUS = 2;

function signClass(value: number): string {
  if (value < 0) return 'value value--negative';
  if (value === 0) return 'value value--zero';
  return 'value';
}

export function StatSheetPanel() {
  const { t } = useTranslation();
  const { input } = useBuilder();
  const inspection = useStuffInspection(input);
  const sheet = { ...inspection, data: inspection.data?.sheet };
  const shown = sheet.data !== undefined;
  useEffect(() => {
    // The page's first sheet on screen (issue 23: what the catalogue bench measures), once per page.
    if (shown && performance.getEntriesByName(FIRST_SHEET_SHOWN).length === 0) performance.mark(FIRST_SHEET_SHOWN);
  }, [shown]);

  return (
    <section id={SHEET_ANCHOR_ID} className="card builder-card sheet" aria-labelledby="builder-sheet-title" aria-busy={sheet.isFetching} data-testid="stat-sheet">
      <header className="card__header">
        <h2 id="builder-sheet-title" className="card__title">
          {t('builder.sheet.title')}
        </h2>
        {sheet.isFetching && (
          <span className="status" data-testid="sheet-computing">
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">{t('builder.sheet.computing')}</span>
          </span>
        )}
      </header>
      {sheet.isError && !sheet.data ? (
        <div className="card__body">
          <p className="status status--error" role="alert">
            <AlertCircleIcon size={18} />
            {t('builder.sheet.error')}
            <button type="button" className="button button--small" onClick={() => void sheet.refetch()}>
              {t('common.retry')}
            </button>
          </p>
        </div>
      ) : sheet.data ? (
        <SheetContent sheet={sheet.data} />
      ) : (
        <div className="card__body sheet__loading">
          <span className="spinner" aria-hidden="true" />
          <span>{t('builder.sheet.computing')}</span>
        </div>
      )}
    </section>
  );
}

function SheetContent({ sheet }: { sheet: StatSheet }) {
  const { t } = useTranslation();
  const lang = useLang();
  const format = useMemo(() => new Intl.NumberFormat(lang), [lang]);
  const multiplierFormat = useMemo(() => new Intl.NumberFormat(lang, { maximumFractionDigits: 4 }), [lang]);
  const activeSets = sheet.sets.filter((set) => set.count >= MIN_PIECES_FOR_SET_BONUS);
  const sets = useSetsByIds(
    SITE_VARIANT,
    activeSets.map((set) => set.setId),
  );
  const setNames = new Map((sets.data ?? []).map((set) => [set.id, localized(set.name, lang)]));
  const setRecords = useCatalogSets(activeSets.map((set) => set.setId));
  const bonusOf = (setId: number, count: number) => {
    const record = setRecords.data?.find((set) => set.id === setId);
    // Each entry is the whole bonus for that many pieces; the engine applies the one of the count worn.
    return record?.bonuses.find((bonus) => bonus.items === count)?.stats ?? [];
  };
  const otherStats = OTHER_STATS.filter((key) => sheet.stats[key] !== 0);

  const statLine = (key: StatKey) => (
    <div key={key} className="stat-line" data-testid={`stat-${key}`}>
      <dt>{t(`stat.${key}`)}</dt>
      <dd className={`${signClass(sheet.stats[key])} tabular`} data-testid={`stat-total-${key}`}>
        {format.format(sheet.stats[key])}
      </dd>
    </div>
  );

  return (
    <div className="sheet__body">
      <section className="sheet__section" aria-labelledby="sheet-primary">
        <h3 id="sheet-primary" className="sheet__heading">
          {t('builder.sheet.primary')}
        </h3>
        <div className="table-scroll">
          <table className="data-table primary-table">
            <thead>
              <tr>
                <th scope="col">{t('builder.sheet.part.stat')}</th>
                <th scope="col">{t('builder.sheet.part.total')}</th>
                {PART_COLUMNS.map((part) => (
                  <th key={part} scope="col">
                    {t(`builder.sheet.part.${part}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {PRIMARY_STATS.map((stat) => {
                const parts = sheet.parts[stat];
                return (
                  <tr key={stat} data-testid={`primary-${stat}`}>
                    <th scope="row">
                      <span className={`stat-dot stat-dot--${stat}`} aria-hidden="true" />
                      {t(`stat.${stat}`)}
                    </th>
                    <td className={`${signClass(parts.total)} primary-table__total tabular`} data-testid={`part-${stat}-total`}>
                      {format.format(parts.total)}
                    </td>
                    {PART_COLUMNS.map((part) => (
                      <td key={part} className={`${signClass(parts[part])} tabular`} data-testid={`part-${stat}-${part}`}>
                        {format.format(parts[part])}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>

      <section className="sheet__section" aria-labelledby="sheet-general">
        <h3 id="sheet-general" className="sheet__heading">
          {t('builder.sheet.general')}
        </h3>
        <dl className="stat-grid">{GENERAL_STATS.map(statLine)}</dl>
      </section>

      <section className="sheet__section" aria-labelledby="sheet-damage">
        <h3 id="sheet-damage" className="sheet__heading">
          {t('builder.sheet.damage')}
        </h3>
        <dl className="stat-grid">{DAMAGE_STATS.map(statLine)}</dl>
      </section>

      <section className="sheet__section" aria-labelledby="sheet-boosts" data-testid="sheet-boost-totals">
        <h3 id="sheet-boosts" className="sheet__heading">
          {t('builder.sheet.boostTotals')}
        </h3>
        <dl className="stat-grid">
          <div className="stat-line" data-testid="stat-shield">
            <dt>{t('builder.sheet.shield')}</dt>
            <dd className={`${signClass(sheet.shield)} tabular`} data-testid="stat-total-shield">
              {format.format(sheet.shield)}
            </dd>
          </div>
          <div className="stat-line" data-testid="stat-final-damage-multiplier">
            <dt>{t('builder.sheet.finalDamageMultiplier')}</dt>
            <dd className={`${signClass(sheet.finalDamageMultiplier - 1)} tabular`} data-testid="stat-total-final-damage-multiplier">
              {t('builder.sheet.multiplier', { value: multiplierFormat.format(sheet.finalDamageMultiplier) })}
            </dd>
          </div>
        </dl>
      </section>

      <section className="sheet__section" aria-labelledby="sheet-resistances">
        <h3 id="sheet-resistances" className="sheet__heading">
          {t('builder.sheet.resistances')}
        </h3>
        <table className="data-table res-table">
          <thead>
            <tr>
              <th scope="col">{t('builder.sheet.res.element')}</th>
              <th scope="col">{t('builder.sheet.res.flat')}</th>
              <th scope="col">{t('builder.sheet.res.percent')}</th>
            </tr>
          </thead>
          <tbody>
            {ELEMENTS.map((element) => {
              const { flat, percent } = RESISTANCE_KEYS[element];
              return (
                <tr key={element}>
                  <th scope="row">
                    <span className={`element-dot element-dot--${element}`} aria-hidden="true" />
                    {t(`element.${element}`)}
                  </th>
                  <td className={`${signClass(sheet.stats[flat])} tabular`} data-testid={`stat-total-${flat}`}>
                    {format.format(sheet.stats[flat])}
                  </td>
                  <td className={`${signClass(sheet.stats[percent])} tabular`} data-testid={`stat-total-${percent}`}>
                    {format.format(sheet.stats[percent])}%
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

      {otherStats.length > 0 && (
        <section className="sheet__section" aria-labelledby="sheet-other" data-testid="sheet-other">
          <h3 id="sheet-other" className="sheet__heading">
            {t('builder.sheet.other')}
          </h3>
          <dl className="stat-grid">{otherStats.map(statLine)}</dl>
        </section>
      )}

      <section className="sheet__section" aria-labelledby="sheet-sets" data-testid="set-bonuses">
        <h3 id="sheet-sets" className="sheet__heading">
          {t('builder.sheet.sets')}
        </h3>
        {activeSets.length === 0 ? (
          <p className="status">{t('builder.sheet.sets.none')}</p>
        ) : (
          <ul role="list" className="set-list">
            {activeSets.map((set) => (
              <li key={set.setId} className="set-list__item" data-testid={`set-bonus-${set.setId}`}>
                <span className="set-list__name">{setNames.get(set.setId) ?? <span className="skeleton set-list__skeleton" />}</span>
                <span className="set-list__count tabular">{t('builder.sheet.sets.pieces', { count: set.count })}</span>
                {bonusOf(set.setId, set.count).length > 0 && (
                  <ul role="list" className="set-list__bonus" data-testid={`set-bonus-${set.setId}-lines`}>
                    {bonusOf(set.setId, set.count).map(([key, value]) => (
                      <li key={key} className={signClass(value)}>
                        <span className="tabular">{value > 0 ? `+${format.format(value)}` : format.format(value)}</span> {t(`stat.${key}`)}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      {sheet.unknownItems.length > 0 && (
        <p className="status status--error sheet__section">{t('builder.sheet.unknownItems', { ids: sheet.unknownItems.join(', ') })}</p>
      )}
    </div>
  );
}
