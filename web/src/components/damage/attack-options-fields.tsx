/**
 * How the weapon reaches the target (the builder's weapon tab, the Cacminator): melee, at distance
 * or the engine's default, and the retro weapon-mastery buff where the variant has it. Controlled:
 * the page keeps the values (the session, the URL) and places the fields in its own card or grid.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VARIANT_DAMAGE_RULES } from '#game/variants';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { HIT_RANGES, WEAPON_MASTERY_CHOICES, type HitRange } from '#web/lib/damage-target.ts';
import './damage.css';

/** Weapon mastery is a retro spell: only the variants with the class weapon-skill table have it. */
export const WEAPON_MASTERY_ALLOWED = VARIANT_DAMAGE_RULES[SITE_VARIANT].weaponSkillModel === 'class_table';

export interface AttackOptions {
  hitRange: HitRange;
  weaponMastery: number;
}

interface AttackOptionsFieldsProps {
  value: AttackOptions;
  onChange: (change: Partial<AttackOptions>) => void;
  /** What the fields' test ids start with: `${testIdPrefix}-hit-range`, `${testIdPrefix}-mastery`. */
  testIdPrefix: string;
}

/** The two fields, without a card: each page lays them out with its other settings. */
export function AttackOptionsFields({ value, onChange, testIdPrefix }: AttackOptionsFieldsProps) {
  const { t } = useTranslation();
  const ids = { range: useId(), rangeHint: useId(), mastery: useId() };
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={ids.range}>
          {t('builder.weapon.hitRange')}
        </label>
        <select
          id={ids.range}
          className="field__control"
          value={value.hitRange}
          aria-describedby={ids.rangeHint}
          onChange={(event) => onChange({ hitRange: event.target.value as HitRange })}
          data-testid={`${testIdPrefix}-hit-range`}
        >
          {HIT_RANGES.map((range) => (
            <option key={range} value={range}>
              {t(`builder.weapon.hitRange.${range}`)}
            </option>
          ))}
        </select>
        <p id={ids.rangeHint} className="damage-hint">
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
            value={value.weaponMastery}
            onChange={(event) => onChange({ weaponMastery: Number(event.target.value) })}
            data-testid={`${testIdPrefix}-mastery`}
          >
            <option value={0}>{t('builder.weapon.mastery.none')}</option>
            {WEAPON_MASTERY_CHOICES.map((choice) => (
              <option key={choice.percent} value={choice.percent}>
                {t(choice.critical ? 'builder.weapon.mastery.critical' : 'builder.weapon.mastery.level', { percent: choice.percent, level: choice.level })}
              </option>
            ))}
          </select>
        </div>
      )}
    </>
  );
}
