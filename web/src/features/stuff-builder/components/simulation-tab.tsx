/**
 * The damage simulation of a saved stuff (builder-spec §2 `simulation`): the weapon's and every
 * damaging spell's average damage (at the highest level the character allows) against the page's
 * target, side by side, with the same engine figures and components as the weapon and spells tabs.
 */
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { WEAPON_MASTERY_ALLOWED } from '#web/components/damage/attack-options-fields.tsx';
import { useClassSpells } from '#web/entities/character-class/api/class-spells.ts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { damageOptionsOf } from '#web/lib/damage-target.ts';
import { useClassSpellDamages, useWeaponDamage } from '#web/lib/engine/engine-queries.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { useBuilder } from '../hooks/use-builder.tsx';
import { useDamageSettings } from '../hooks/use-damage-settings.ts';
import { defaultSpellLevel } from '../model/damage-display.ts';
import { spellRows } from '../model/spell-rows.ts';
import { DamageError, DamageSummary } from './damage-figures.tsx';
import { BuilderDamageTargetCard } from './damage-target-card.tsx';

export function SimulationTab() {
  const { t } = useTranslation();
  const lang = useLang();
  const titleId = useId();
  const { stuff, input, itemsById } = useBuilder();
  const [settings] = useDamageSettings();
  const weapon = useWeaponDamage(input, settings.target, damageOptionsOf(settings, WEAPON_MASTERY_ALLOWED));
  const spells = useClassSpells(SITE_VARIANT, stuff.classId);
  const damages = useClassSpellDamages(input, stuff.classId, settings.target);
  const rows = useMemo(() => (spells.data && damages.data ? spellRows(spells.data.spells, damages.data).filter((row) => row.hasLines) : undefined), [spells.data, damages.data]);
  const weaponItem = weapon.data ? itemsById.get(weapon.data.itemId) : undefined;
  const busy = weapon.isFetching || damages.isFetching || spells.isFetching;

  return (
    <div className="spells-tab" data-testid="simulation-tab">
      <BuilderDamageTargetCard />
      <section className="card builder-card" aria-labelledby={titleId} aria-busy={busy}>
        <header className="card__header">
          <h2 id={titleId} className="card__title">
            {t('builder.simulation.title')}
          </h2>
          {busy && <span className="spinner" aria-hidden="true" />}
        </header>
        <div className="card__body spells-tab__body">
          <p className="spells-tab__lead">{t('builder.simulation.lead')}</p>
          <h3 className="spells-tab__others-title">{t('builder.simulation.weapon')}</h3>
          {weapon.isError && <DamageError error={weapon.error} onRetry={() => void weapon.refetch()} />}
          {weapon.data === null ? (
            <p className="status" data-testid="simulation-no-weapon">
              {t('builder.simulation.noWeapon')}
            </p>
          ) : weapon.data ? (
            <div data-testid="simulation-weapon">
              <p className="weapon-tab__name">{weaponItem ? localized(weaponItem.name, lang) : t('builder.slot.loadingName', { id: weapon.data.itemId })}</p>
              <DamageSummary damage={weapon.data} testId="simulation-weapon-summary" compact />
            </div>
          ) : null}
          <h3 className="spells-tab__others-title">{t('builder.simulation.spells')}</h3>
          {damages.isError && <DamageError error={damages.error} onRetry={() => void damages.refetch()} />}
          {rows && rows.length === 0 && <p className="status">{t('builder.simulation.noSpells')}</p>}
          {rows && rows.length > 0 && (
            <ul role="list" className="spells-tab__list" data-testid="simulation-spells">
              {rows.map((row) => {
                const level = defaultSpellLevel(row.levels, stuff.level);
                const entry = row.levels.find((candidate) => candidate.level === level) ?? row.levels[0];
                if (!entry?.damage || entry.damage.lines.length === 0) return null;
                const name = row.name ? localized(row.name, lang) : t('builder.spells.unnamed', { id: row.spellId });
                return (
                  <li key={row.spellId} className="spell-card" data-testid={`simulation-spell-${row.spellId}`}>
                    <h4 className="spell-card__name">{t('builder.simulation.spellLevel', { name, level: entry.level })}</h4>
                    <DamageSummary damage={entry.damage} testId={`simulation-spell-${row.spellId}-summary`} compact />
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </section>
    </div>
  );
}
