/**
 * Both weapons' damage, computed by the engine in its worker as the builder's weapon tab does (the
 * weapon in `ar` with the stuff's characteristics, no target resistance, the weapon's own reach):
 * per line and element, normal and critical min–max, and the expected damage per turn, whose
 * difference is coloured like the characteristics'. "No weapon equipped" when a side has none.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DamageRange, WeaponDamage } from '#game/damage-types';
import type { StuffInput } from '#game/stuff';
import { AlertCircleIcon } from '#web/components/ui/icons.tsx';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { useItemsByIds } from '#web/entities/item/api/items.ts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { useWeaponDamage } from '#web/lib/engine/engine-queries.ts';
import { useLang, usePathTo } from '#web/lib/i18n/use-lang.ts';
import { compareStat, signedText } from '../model/comparison.ts';
import { SIDES, type Side } from '../model/stuff-pair.ts';

export function WeaponComparison({ inputs }: { inputs: Readonly<Record<Side, StuffInput>> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const first = useWeaponDamage(inputs[1]);
  const second = useWeaponDamage(inputs[2]);
  const damages = { 1: first, 2: second } as const;
  const decimal = useMemo(() => new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }), [lang]);
  const both = first.data && second.data ? compareStat('damage', first.data.damagePerTurn, second.data.damagePerTurn) : null;
  return (
    <section className="card tool-card" aria-labelledby="stuffminator-weapons-title" data-testid="stuffminator-weapons" aria-busy={first.isFetching || second.isFetching}>
      <header className="card__header">
        <h2 id="stuffminator-weapons-title" className="card__title">
          {t('stuffminator.weapons.title')}
        </h2>
        {both && (
          <p className={`stuffminator-diff stuffminator-diff--${both.verdict} tabular`} data-testid="weapon-per-turn-diff" data-verdict={both.verdict}>
            {t('stuffminator.weapons.perTurnDifference', { value: signedText(Math.round(both.difference * 10) / 10, decimal) })}
          </p>
        )}
      </header>
      <div className="card__body stuffminator-pair">
        {SIDES.map((side) => {
          const damage = damages[side];
          return (
            <div key={side} className="stuffminator-weapon" data-testid={`weapon-${side}`}>
              <h3 className="stuffminator-weapon__side">
                <span className={`stuffminator-swatch stuffminator-swatch--${side}`} aria-hidden="true" />
                {t('stuffminator.side.label', { side })}
              </h3>
              {damage.isError && !damage.data ? (
                <p className="status status--error" role="alert">
                  <AlertCircleIcon size={18} />
                  {t('stuffminator.weapons.error')}
                  <button type="button" className="button button--small" onClick={() => void damage.refetch()}>
                    {t('common.retry')}
                  </button>
                </p>
              ) : damage.data === undefined ? (
                <p className="status">
                  <span className="spinner" aria-hidden="true" />
                  {t('stuffminator.computing')}
                </p>
              ) : damage.data === null ? (
                <p className="status" data-testid={`weapon-${side}-none`}>
                  {t('stuffminator.weapons.none')}
                </p>
              ) : (
                <WeaponFigures side={side} damage={damage.data} />
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}

function WeaponFigures({ side, damage }: { side: Side; damage: WeaponDamage }) {
  const { t } = useTranslation();
  const lang = useLang();
  const pathTo = usePathTo();
  const item = useItemsByIds(SITE_VARIANT, [damage.itemId]).data?.find((entry) => entry.id === damage.itemId);
  const integer = useMemo(() => new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }), [lang]);
  const decimal = useMemo(() => new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }), [lang]);
  const range = (value: DamageRange) => (value.min === value.max ? integer.format(value.min) : `${integer.format(value.min)}\u2013${integer.format(value.max)}`);
  const prefix = `weapon-${side}`;
  return (
    <>
      <p className="stuffminator-weapon__name">
        <Link to={pathTo('encyclopedia.item', { itemId: damage.itemId })} data-testid={`${prefix}-name`} data-item-id={damage.itemId}>
          {item ? localized(item.name, lang) : `#${damage.itemId}`}
        </Link>
      </p>
      <dl className="stuffminator-weapon__facts">
        <div>
          <dt>{t('stuffminator.weapons.apCost')}</dt>
          <dd className="tabular" data-testid={`${prefix}-ap`}>
            {integer.format(damage.apCost)}
          </dd>
        </div>
        <div>
          <dt>{t('stuffminator.weapons.critical')}</dt>
          <dd className="tabular">{damage.criticalRate.model === 'none' ? t('stuffminator.weapons.noCritical') : damage.criticalRate.display}</dd>
        </div>
        <div>
          <dt>{t('stuffminator.weapons.perTurn')}</dt>
          <dd className="tabular" data-testid={`${prefix}-per-turn`}>
            {decimal.format(damage.damagePerTurn)}
          </dd>
        </div>
      </dl>
      {damage.lines.length === 0 ? (
        <p className="status">{t('builder.weapon.noLines')}</p>
      ) : (
        <table className="data-table stuffminator-weapon__lines" data-testid={`${prefix}-lines`}>
          <thead>
            <tr>
              <th scope="col">{t('builder.damage.line')}</th>
              <th scope="col">{t('builder.damage.normal')}</th>
              <th scope="col">{t('builder.damage.critical')}</th>
            </tr>
          </thead>
          <tbody>
            {damage.lines.map((line, index) => {
              const element = line.appliedElement;
              return (
                <tr key={index} data-testid={`${prefix}-line-${index}`} data-kind={line.kind} data-element={element ?? ''}>
                  <th scope="row">
                    {element && <span className={`stuffminator-dot stuffminator-dot--${element}`} aria-hidden="true" />}
                    {element ? t(`builder.damage.lineOf.${line.kind}`, { element: t(`element.${element}`) }) : t(`builder.damage.kind.${line.kind}`)}
                  </th>
                  <td className="tabular" data-testid={`${prefix}-line-${index}-normal`}>
                    {range(line.normal)}
                  </td>
                  <td className="tabular" data-testid={`${prefix}-line-${index}-critical`}>
                    {range(line.critical)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </>
  );
}
