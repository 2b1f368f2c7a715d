/**
 * The weapon tab (builder-spec §2 `arme`): the damage of the weapon in `ar` for this stuff, per
 * line, normal and critical, against the target of the page, with the attack situation the engine
 * knows (melee or at distance; retro weapon mastery).
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WeaponDamage } from '#game/damage-types';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { useWeaponDamage } from '#web/lib/engine/engine-queries.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { useBuilder } from '../hooks/use-builder.tsx';
import { useDamageSettings } from '../hooks/use-damage-settings.ts';
import { damageOptionsOf } from '#web/lib/damage-target.ts';
import { AttackOptionsFields, WEAPON_MASTERY_ALLOWED } from '#web/components/damage/attack-options-fields.tsx';
import { categoryLabel } from '#web/entities/item/model/item-labels.ts';
import { DamageError, DamageLinesTable, DamageSummary } from './damage-figures.tsx';
import { BuilderDamageTargetCard } from './damage-target-card.tsx';
import { slotPickerSearch } from '../model/slot-picker.ts';
import './weapon-tab.css';

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
      <BuilderDamageTargetCard />
    </div>
  );
}

function NoWeapon() {
  const { t } = useTranslation();
  const { stuff, tabPath } = useBuilder();
  return (
    <div className="weapon-tab__empty" data-testid="weapon-none">
      <p>{t('builder.weapon.none')}</p>
      <Link className="button button--small" to={{ pathname: tabPath('items'), search: `?${slotPickerSearch('ar', undefined, stuff).toString()}` }} data-testid="weapon-none-items-link">
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
  const titleId = useId();
  return (
    <section className="card builder-card" aria-labelledby={titleId} data-testid="weapon-options">
      <header className="card__header">
        <h2 id={titleId} className="card__title">
          {t('builder.weapon.attack')}
        </h2>
      </header>
      <div className="card__body weapon-tab__options">
        <AttackOptionsFields value={settings} onChange={(change) => updateSettings((current) => ({ ...current, ...change }))} testIdPrefix="weapon" />
      </div>
    </section>
  );
}
