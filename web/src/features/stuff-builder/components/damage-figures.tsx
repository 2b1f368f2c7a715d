/**
 * The figures the weapon and spells tabs share: the table of hit lines (normal and critical
 * min–max and average) and the summary (AP cost, critical rate as the game shows it, uses per
 * turn, damage per turn and per AP).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DamageRange, SpellDamageLine, WeaponDamage, SpellDamage, WeaponDamageLine } from '#game/damage-types';
import { AlertCircleIcon } from '#web/components/ui/icons.tsx';
import { isEngineInputError } from '#web/lib/engine/engine-errors.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { damageFormatters, rangeText, type DamageFormatters } from '../model/damage-display.ts';
import './damage-figures.css';

export function useDamageFormatters(): DamageFormatters {
  const lang = useLang();
  return useMemo(() => damageFormatters(lang), [lang]);
}

type AnyLine = WeaponDamageLine | SpellDamageLine;

function isSpellLine(line: AnyLine): line is SpellDamageLine {
  return 'turns' in line;
}

function RangeCell({ range, format, testId }: { range: DamageRange | null; format: DamageFormatters; testId: string }) {
  const { t } = useTranslation();
  if (!range) {
    return (
      <td className="damage-lines__none" data-testid={testId}>
        {t('builder.damage.noSide')}
      </td>
    );
  }
  return (
    <td className="tabular">
      <span className="damage-lines__range" data-testid={testId}>
        {rangeText(range, format)}
      </span>
      <span className="damage-lines__average">
        <span aria-hidden="true">≈ </span>
        <span className="visually-hidden">{t('builder.damage.average')} </span>
        <span data-testid={`${testId}-average`}>{format.decimal.format(range.average)}</span>
      </span>
    </td>
  );
}

function LineLabel({ line }: { line: AnyLine }) {
  const { t } = useTranslation();
  const element = line.appliedElement;
  const elementName = element ? t(`element.${element}`) : '';
  const notes: string[] = [];
  if (line.element === 'best' && element) notes.push(t('builder.damage.bestElement'));
  if (isSpellLine(line) && line.turns > 0) notes.push(t('builder.damage.poison', { count: line.turns }));
  if (isSpellLine(line) && line.chance > 0) notes.push(t('builder.damage.chance', { chance: line.chance }));
  return (
    <th scope="row">
      <span className="damage-lines__label">
        {element && <span className={`element-dot element-dot--${element}`} aria-hidden="true" />}
        {elementName ? t(`builder.damage.lineOf.${line.kind}`, { element: elementName }) : t(`builder.damage.kind.${line.kind}`)}
      </span>
      {notes.length > 0 && <span className="damage-lines__note">{notes.join(' · ')}</span>}
    </th>
  );
}

export function DamageLinesTable({ lines, testId }: { lines: readonly AnyLine[]; testId: string }) {
  const { t } = useTranslation();
  const format = useDamageFormatters();
  return (
    <div className="table-scroll">
      <table className="data-table damage-lines" data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{t('builder.damage.line')}</th>
            <th scope="col">{t('builder.damage.normal')}</th>
            <th scope="col">{t('builder.damage.critical')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <LineRows key={index} line={line} format={format} testId={`${testId}-line-${index}`} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LineRows({ line, format, testId }: { line: AnyLine; format: DamageFormatters; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <tr data-testid={testId} data-kind={line.kind} data-element={line.appliedElement ?? ''}>
        <LineLabel line={line} />
        <RangeCell range={line.normal} format={format} testId={`${testId}-normal`} />
        <RangeCell range={line.critical} format={format} testId={`${testId}-critical`} />
      </tr>
      {line.healed && (
        <tr className="damage-lines__healed" data-testid={`${testId}-healed`}>
          <th scope="row">{t('builder.damage.healed')}</th>
          <RangeCell range={line.healed.normal} format={format} testId={`${testId}-healed-normal`} />
          <RangeCell range={line.healed.critical} format={format} testId={`${testId}-healed-critical`} />
        </tr>
      )}
    </>
  );
}

export function DamageSummary({ damage, testId, compact = false }: { damage: WeaponDamage | SpellDamage; testId: string; compact?: boolean }) {
  const { t } = useTranslation();
  const format = useDamageFormatters();
  const critical = damage.criticalRate.model === 'none' ? t('builder.damage.noCritical') : damage.criticalRate.display;
  const entries: { key: string; label: string; value: string }[] = [
    { key: 'ap', label: t('builder.damage.apCost'), value: format.integer.format(damage.apCost) },
    { key: 'critical-rate', label: t('builder.damage.criticalRate'), value: critical },
    {
      key: 'fail-rate',
      label: t('builder.damage.failRate'),
      value: damage.failRate > 0 ? `1/${format.integer.format(damage.failRate)}` : t('builder.damage.noFailure'),
    },
    { key: 'uses', label: t('builder.damage.usesPerTurn'), value: format.integer.format(damage.usesPerTurn) },
    { key: 'expected', label: t('builder.damage.expected'), value: format.decimal.format(damage.expectedDamage) },
    { key: 'per-turn', label: t('builder.damage.perTurn'), value: format.decimal.format(damage.damagePerTurn) },
    { key: 'per-ap', label: t('builder.damage.perAp'), value: format.decimal.format(damage.damagePerAp) },
  ];
  if (damage.expectedHeal > 0) {
    entries.push({ key: 'heal', label: t('builder.damage.expectedHeal'), value: format.decimal.format(damage.expectedHeal) });
  }
  return (
    <dl className={`damage-summary${compact ? ' damage-summary--compact' : ''}`} data-testid={testId}>
      {entries.map((entry) => (
        <div key={entry.key} className="damage-summary__entry">
          <dt>{entry.label}</dt>
          <dd className="tabular" data-testid={`${testId}-${entry.key}`}>
            {entry.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** An engine refusal in the user's language; any other failure with a retry. */
export function DamageError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const known = isEngineInputError(error) && (error.code === 'invalid_target' || error.code === 'invalid_damage_option' || error.code === 'invalid_stat');
  return (
    <p className="status status--error" role="alert" data-testid="damage-error">
      <AlertCircleIcon size={18} />
      {known ? t(`builder.damage.error.${error.code}` as 'builder.damage.error.invalid_target') : t('builder.damage.error.generic')}
      {!known && (
        <button type="button" className="button button--small" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </p>
  );
}
