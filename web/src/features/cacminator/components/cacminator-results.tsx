/**
 * The ranked weapons: for each, what it is (name, level, type, hands), its score and figures with
 * it in the slot (per turn, per AP, critical rate, uses, each line's normal and critical min–max),
 * what the search assumed (conditions not met, shield taken off, forgemagie applied), and a button
 * that puts it in the draft. An ordered list of cards rather than a wide table, so it reads the same
 * at 390 px and on a desktop.
 */
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Lang } from '#contract/common';
import type { ItemSummary } from '#contract/items';
import { findCategory } from '#contract/categories';
import type { CacminatorEntry, CacminatorExpectation, CacminatorRanking } from '#game/cacminator-types';
import type { CatalogItem } from '#engine';
import type { WeaponDamage, WeaponDamageLine } from '#game/damage-types';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { useLang, usePathTo } from '#web/lib/i18n/use-lang.ts';
import { rangeText } from '../model/cacminator-query.ts';
import type { WeaponWhy } from '../model/weapon-why.ts';
import { AvailabilityBadge } from '#web/entities/panominator/components/availability.tsx';

export interface Formatters {
  integer: Intl.NumberFormat;
  decimal: Intl.NumberFormat;
}

export function useFormatters(): Formatters {
  const lang = useLang();
  return useMemo(
    () => ({
      integer: new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }),
      decimal: new Intl.NumberFormat(lang, { minimumFractionDigits: 0, maximumFractionDigits: 1 }),
    }),
    [lang],
  );
}

export function weaponTypeName(type: string, lang: Lang): string {
  return findCategory(type)?.name[lang] ?? type;
}

export interface WeaponFacts {
  summary: ItemSummary | undefined;
  record: CatalogItem | undefined;
}

interface RankedWeaponProps {
  rank: number;
  entry: CacminatorEntry;
  facts: WeaponFacts;
  rankBy: CacminatorRanking;
  expectation: CacminatorExpectation;
  worn: boolean;
  /** Why it ranks here (model/weapon-why.ts). */
  why: WeaponWhy;
  onEquip: () => void;
}

export function RankedWeapon({ rank, entry, facts, rankBy, expectation, worn, why, onEquip }: RankedWeaponProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const pathTo = usePathTo();
  const format = useFormatters();
  const { damage } = entry;
  const name = facts.summary ? localized(facts.summary.name, lang) : t('cacminator.result.loadingName', { id: entry.weaponId });
  const level = facts.summary?.level ?? facts.record?.level;
  const twoHanded = facts.record?.weapon?.twoHanded;
  const titleId = `cacminator-weapon-${entry.weaponId}-name`;
  const flags: { key: string; label: string; tone: 'warning' | 'info' }[] = [];
  if (!entry.conditionsMet) flags.push({ key: 'conditions', label: t('cacminator.flag.conditions'), tone: 'warning' });
  if (entry.shieldRemoved) flags.push({ key: 'shield', label: t('cacminator.flag.shield'), tone: 'info' });
  if (entry.forgemagieApplied) flags.push({ key: 'fm', label: t('cacminator.flag.fm'), tone: 'info' });
  const critical = damage.criticalRate.model === 'none' ? t('cacminator.result.noCritical') : damage.criticalRate.display;

  return (
    <li className="cacminator-weapon" aria-labelledby={titleId} data-testid={`cacminator-row-${rank}`} data-weapon-id={entry.weaponId} data-worn={worn || undefined}>
      <div className="cacminator-weapon__head">
        <span className="cacminator-weapon__rank tabular" aria-hidden="true">
          {rank}
        </span>
        <div className="cacminator-weapon__identity">
          <h3 id={titleId} className="cacminator-weapon__name">
            <span className="visually-hidden">{t('cacminator.result.rank', { rank })} </span>
            <Link to={pathTo('encyclopedia.item', { itemId: entry.weaponId })} data-testid={`cacminator-name-${entry.weaponId}`}>
              {name}
            </Link>
          </h3>
          <p className="cacminator-weapon__facts">
            {level !== undefined && <>{t('common.level', { level })} · </>}
            {weaponTypeName(damage.weaponType, lang)}
            {twoHanded !== undefined && <> · {t(twoHanded ? 'cacminator.hands.two' : 'cacminator.hands.one')}</>}
          </p>
        </div>
        <div className="cacminator-weapon__score">
          <span className="cacminator-weapon__score-value tabular" data-testid={`cacminator-score-${entry.weaponId}`}>
            {format.decimal.format(entry.score)}
          </span>
          <span className="cacminator-weapon__score-label">{t(`cacminator.scoreOf.${rankBy}.${expectation}`)}</span>
        </div>
      </div>

      <dl className="cacminator-weapon__figures">
        <Figure label={t('cacminator.result.perTurn')} value={format.decimal.format(damage.damagePerTurn)} testId={`cacminator-per-turn-${entry.weaponId}`} />
        <Figure label={t('cacminator.result.perAp')} value={format.decimal.format(damage.damagePerAp)} testId={`cacminator-per-ap-${entry.weaponId}`} />
        <Figure label={t('cacminator.result.criticalRate')} value={critical} testId={`cacminator-crit-${entry.weaponId}`} />
        <Figure
          label={t('cacminator.result.uses')}
          value={t('cacminator.result.usesValue', { uses: format.integer.format(damage.usesPerTurn), ap: format.integer.format(damage.apCost) })}
          testId={`cacminator-uses-${entry.weaponId}`}
        />
      </dl>

      <WhyText why={why} scoreOf={t(`cacminator.scoreOf.${rankBy}.${expectation}`)} format={format} testId={`cacminator-why-${entry.weaponId}`} />

      <WeaponLines damage={damage} format={format} testId={`cacminator-lines-${entry.weaponId}`} />

      <div className="cacminator-weapon__foot">
        {(flags.length > 0 || (facts.summary !== undefined && facts.summary.availability !== 'standard')) && (
          <ul className="cacminator-flags" aria-label={t('cacminator.flag.label')}>
            {flags.map((flag) => (
              <li key={flag.key} className={`cacminator-flag cacminator-flag--${flag.tone}`} data-testid={`cacminator-flag-${flag.key}-${entry.weaponId}`}>
                {flag.label}
              </li>
            ))}
            {facts.summary !== undefined && facts.summary.availability !== 'standard' && (
              <li>
                <AvailabilityBadge availability={facts.summary.availability} testId={`cacminator-availability-${entry.weaponId}`} />
              </li>
            )}
          </ul>
        )}
        {worn ? (
          <span className="cacminator-weapon__worn" data-testid={`cacminator-worn-${entry.weaponId}`}>
            {t('cacminator.result.worn')}
          </span>
        ) : (
          <button
            type="button"
            className="button button--small button--primary cacminator-weapon__equip"
            onClick={onEquip}
            aria-describedby={titleId}
            data-testid={`cacminator-equip-${entry.weaponId}`}
          >
            {t('cacminator.result.equip')}
          </button>
        )}
      </div>
    </li>
  );
}

/** "Why this rank": the lead over the next weapon, the element and its characteristic, the critical hits' part. */
function WhyText({ why, scoreOf, format, testId }: { why: WeaponWhy; scoreOf: string; format: Formatters; testId: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 });
  const { comparison, element, critical } = why;
  const sentences: string[] = [];
  if (comparison.kind === 'ahead') sentences.push(t('cacminator.why.ahead', { difference: format.decimal.format(comparison.difference), scoreOf, rank: comparison.rank }));
  else if (comparison.kind === 'behind') sentences.push(t('cacminator.why.behind', { difference: format.decimal.format(comparison.difference), scoreOf, rank: comparison.rank }));
  else if (comparison.kind === 'tied') sentences.push(t('cacminator.why.tied', { rank: comparison.rank }));
  else sentences.push(t('cacminator.why.alone'));
  if (element) {
    sentences.push(
      t('cacminator.why.element', { element: t(`element.${element.element}`), share: percent.format(element.share), characteristic: t(`stat.${element.characteristic}`) }),
    );
  }
  sentences.push(critical ? t('cacminator.why.critical', { rate: critical.rate, share: percent.format(critical.share) }) : t('cacminator.why.noCritical'));
  return (
    <p className="cacminator-why" data-testid={testId} data-comparison={comparison.kind} data-element={element?.element}>
      <strong>{t('cacminator.why.label')}</strong> {sentences.join(' ')}
    </p>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="cacminator-figure">
      <dt>{label}</dt>
      <dd className="tabular" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function lineLabel(line: WeaponDamageLine, t: TFunction): string {
  const element = line.appliedElement;
  return element ? t(`builder.damage.lineOf.${line.kind}`, { element: t(`element.${element}`) }) : t(`builder.damage.kind.${line.kind}`);
}

export function WeaponLines({ damage, format, testId }: { damage: WeaponDamage; format: Formatters; testId: string }) {
  const { t } = useTranslation();
  if (damage.lines.length === 0) return <p className="cacminator-hint">{t('builder.weapon.noLines')}</p>;
  const number = (value: number) => format.integer.format(value);
  return (
    <table className="data-table cacminator-lines" data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{t('builder.damage.line')}</th>
          <th scope="col">{t('builder.damage.normal')}</th>
          <th scope="col">{t('builder.damage.critical')}</th>
        </tr>
      </thead>
      <tbody>
        {damage.lines.map((line, index) => (
          <tr key={index} data-testid={`${testId}-${index}`}>
            <th scope="row">
              {line.appliedElement && <span className={`cacminator-dot cacminator-dot--${line.appliedElement}`} aria-hidden="true" />}
              {lineLabel(line, t)}
            </th>
            <td className="tabular" data-testid={`${testId}-${index}-normal`}>
              {rangeText(line.normal, number)}
            </td>
            <td className="tabular" data-testid={`${testId}-${index}-critical`}>
              {rangeText(line.critical, number)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
