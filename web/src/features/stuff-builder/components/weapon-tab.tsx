/**
 * The weapon tab (builder-spec §2 `arme`): the damage of the weapon in `ar` for this stuff, per
 * line, normal and critical, against the target of the page, with the attack situation the engine
 * knows (melee or at distance; retro weapon mastery).
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WeaponDamage } from '../../../../../engine/src/damage-common.ts';
import { VARIANT_DAMAGE_RULES } from '../../../../../engine/src/variants.ts';
import { SITE_VARIANT } from '../../../config/variant.ts';
import { localized } from '../../../lib/bootstrap.ts';
import { useWeaponDamage } from '../../../lib/engine/use-stat-sheet.ts';
import { useLang, usePathTo } from '../../../lib/i18n/use-lang.ts';
import { useBuilder } from '../hooks/use-builder.tsx';
import { useDamageSettings } from '../hooks/use-damage-settings.ts';
import { damageOptionsOf, HIT_RANGES, WEAPON_MASTERY_CHOICES, type HitRange } from '../../../lib/damage-target.ts';
import { categoryLabel } from '../model/item-labels.ts';
import { DamageError, DamageLinesTable, DamageSummary } from './damage-figures.tsx';
import { DamageTargetCard } from './damage-target-card.tsx';
import './weapon-tab.css';

const WEAPON_MASTERY_ALLOWED = VARIANT_DAMAGE_RULES[SITE_VARIANT].weaponSkillModel === 'class_table';

export function WeaponTab() {
  const { t } = useTranslation();
  const { input } = useBuilder();
  const [settings] = useDamageSettings();
  const options = damageOptionsOf(settings, WEAPON_MASTERY_ALLOWED);
  const damage = useWeaponDamage(input, settings.target, options);
  // An engine refusal keeps the last result on screen with the message, as a typing error does.
  const [lastResult, setLastResult] = useState<WeaponDamage | null | undefined>(damage.data);
  if (damage.data !== undefined && damage.data !== lastResult) setLastResult(damage.data);
  const shown = damage.data !== undefined ? damage.data : lastResult;

  return (
    <div className="weapon-tab" data-testid="weapon-tab">
      <section className="card builder-card" aria-labelledby="weapon-tab-title" aria-busy={damage.isFetching}>
        <header className="card__header">
          <h2 id="weapon-tab-title" className="card__title">
            {t('builder.weapon.title')}
          </h2>
          {damage.isFetching && (
            <span className="status">
              <span className="spinner" aria-hidden="true" />
              <span className="visually-hidden">{t('builder.sheet.computing')}</span>
            </span>
          )}
        </header>
        <div className="card__body weapon-tab__body">
          {damage.isError && <DamageError error={damage.error} onRetry={() => void damage.refetch()} />}
          {shown === undefined ? (
            !damage.isError && (
              <p className="status">
                <span className="spinner" aria-hidden="true" />
                {t('builder.sheet.computing')}
              </p>
            )
          ) : shown === null ? (
            <NoWeapon />
          ) : (
            <WeaponFigures damage={shown} />
          )}
        </div>
      </section>
      <AttackCard />
      <DamageTargetCard />
    </div>
  );
}

function NoWeapon() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  return (
    <div className="weapon-tab__empty" data-testid="weapon-none">
      <p>{t('builder.weapon.none')}</p>
      <Link className="button button--small" to={pathTo('stuff.draft-items')} data-testid="weapon-none-items-link">
        {t('builder.weapon.toItems')}
      </Link>
    </div>
  );
}

function WeaponFigures({ damage }: { damage: WeaponDamage }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { itemsById } = useBuilder();
  const item = itemsById.get(damage.itemId);
  return (
    <>
      <div className="weapon-tab__identity" data-testid="weapon-identity" data-item-id={damage.itemId}>
        <p className="weapon-tab__name" data-testid="weapon-name">
          {item ? localized(item.name, lang) : t('builder.slot.loadingName', { id: damage.itemId })}
        </p>
        <p className="weapon-tab__facts">
          {categoryLabel(damage.weaponType, lang, t)} · {t(`builder.weapon.range.${damage.rangeClass}`)} ·{' '}
          {t(damage.atDistance ? 'builder.weapon.hitAtDistance' : 'builder.weapon.hitMelee')}
          {WEAPON_MASTERY_ALLOWED && <> · {t('builder.weapon.skill', { percent: damage.weaponSkill })}</>}
        </p>
      </div>
      <DamageSummary damage={damage} testId="weapon-summary" />
      {damage.lines.length === 0 ? (
        <p className="status" data-testid="weapon-no-lines">
          {t('builder.weapon.noLines')}
        </p>
      ) : (
        <DamageLinesTable lines={damage.lines} testId="weapon-lines" />
      )}
      <p className="weapon-tab__note">{t('builder.damage.averageNote')}</p>
    </>
  );
}

/** How the weapon reaches the target. */
function AttackCard() {
  const { t } = useTranslation();
  const [settings, updateSettings] = useDamageSettings();
  const ids = { title: useId(), range: useId(), mastery: useId(), rangeHint: useId() };
  return (
    <section className="card builder-card" aria-labelledby={ids.title} data-testid="weapon-options">
      <header className="card__header">
        <h2 id={ids.title} className="card__title">
          {t('builder.weapon.attack')}
        </h2>
      </header>
      <div className="card__body weapon-tab__options">
        <div className="field">
          <label className="field__label" htmlFor={ids.range}>
            {t('builder.weapon.hitRange')}
          </label>
          <select
            id={ids.range}
            className="field__control"
            value={settings.hitRange}
            aria-describedby={ids.rangeHint}
            onChange={(event) => updateSettings((current) => ({ ...current, hitRange: event.target.value as HitRange }))}
            data-testid="weapon-hit-range"
          >
            {HIT_RANGES.map((range) => (
              <option key={range} value={range}>
                {t(`builder.weapon.hitRange.${range}`)}
              </option>
            ))}
          </select>
          <p id={ids.rangeHint} className="weapon-tab__hint">
            {t('builder.weapon.hitRangeHint')}
          </p>
        </div>
        {WEAPON_MASTERY_ALLOWED && (
          <div className="field">
            <label className="field__label" htmlFor={ids.mastery}>
              {t('builder.weapon.mastery')}
            </label>
            <select
              id={ids.mastery}
              className="field__control"
              value={settings.weaponMastery}
              onChange={(event) => updateSettings((current) => ({ ...current, weaponMastery: Number(event.target.value) }))}
              data-testid="weapon-mastery"
            >
              <option value={0}>{t('builder.weapon.mastery.none')}</option>
              {WEAPON_MASTERY_CHOICES.map((choice) => (
                <option key={choice.percent} value={choice.percent}>
                  {t(choice.critical ? 'builder.weapon.mastery.critical' : 'builder.weapon.mastery.level', {
                    percent: choice.percent,
                    level: choice.level,
                  })}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
    </section>
  );
}
