/**
 * The spells tab (builder-spec §2 `sorts`): every spell of the stuff's class with the damage of a
 * chosen level for this stuff, against the same target as the weapon tab. Each spell starts at the
 * highest level the character's level allows; spells without a damage, steal or heal line are
 * listed as such at the end.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpellDamage } from '#game/damage-types';
import { AlertCircleIcon } from '#web/components/ui/icons.tsx';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { useClassSpellDamages } from '#web/lib/engine/engine-queries.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { useClassSpells } from '#web/entities/character-class/api/class-spells.ts';
import { useBuilder } from '../hooks/use-builder.tsx';
import { useDamageSettings } from '../hooks/use-damage-settings.ts';
import { defaultSpellLevel } from '../model/damage-display.ts';
import { spellRows, type SpellRow } from '../model/spell-rows.ts';
import { DamageError, DamageLinesTable, DamageSummary } from './damage-figures.tsx';
import { BuilderDamageTargetCard } from './damage-target-card.tsx';
import './spells-tab.css';

export function SpellsTab() {
  const { t } = useTranslation();
  const { stuff, input } = useBuilder();
  const [settings] = useDamageSettings();
  const spells = useClassSpells(SITE_VARIANT, stuff.classId);
  const damages = useClassSpellDamages(input, stuff.classId, settings.target);
  // Levels picked per spell; a spell not picked follows the character's level.
  const [pickedLevels, setPickedLevels] = useState<ReadonlyMap<number, number>>(new Map());
  const [lastDamages, setLastDamages] = useState(damages.data);
  if (damages.data !== undefined && damages.data !== lastDamages) setLastDamages(damages.data);
  const shownDamages = damages.data ?? lastDamages;

  const rows = useMemo(
    () => (spells.data && shownDamages ? spellRows(spells.data.spells, shownDamages) : undefined),
    [spells.data, shownDamages],
  );
  const withLines = rows?.filter((row) => row.hasLines) ?? [];
  const withoutLines = rows?.filter((row) => !row.hasLines) ?? [];

  return (
    <div className="spells-tab" data-testid="spells-tab">
      <BuilderDamageTargetCard />
      <section className="card builder-card" aria-labelledby="spells-tab-title" aria-busy={damages.isFetching || spells.isFetching}>
        <header className="card__header">
          <h2 id="spells-tab-title" className="card__title">
            {t('builder.spells.title')}
          </h2>
          {(damages.isFetching || spells.isFetching) && (
            <span className="status">
              <span className="spinner" aria-hidden="true" />
              <span className="visually-hidden">{t('builder.sheet.computing')}</span>
            </span>
          )}
          {pickedLevels.size > 0 && (
            <button type="button" className="button button--small button--ghost" onClick={() => setPickedLevels(new Map())} data-testid="spells-levels-reset">
              {t('builder.spells.levelsReset')}
            </button>
          )}
        </header>
        <div className="card__body spells-tab__body">
          <p className="spells-tab__lead">{t('builder.spells.lead', { level: stuff.level })}</p>
          <p className="spells-tab__note">{t('builder.damage.averageNote')}</p>
          {spells.isError && (
            <p className="status status--error" role="alert" data-testid="spells-error">
              <AlertCircleIcon size={18} />
              {t('builder.spells.loadError')} {errorMessage(spells.error, t)}
              <button type="button" className="button button--small" onClick={() => void spells.refetch()}>
                {t('common.retry')}
              </button>
            </p>
          )}
          {damages.isError && <DamageError error={damages.error} onRetry={() => void damages.refetch()} />}
          {!rows ? (
            !spells.isError &&
            !(damages.isError && !shownDamages) && (
              <p className="status">
                <span className="spinner" aria-hidden="true" />
                {t('builder.sheet.computing')}
              </p>
            )
          ) : rows.length === 0 ? (
            <p className="status" data-testid="spells-empty">
              {t('builder.spells.none')}
            </p>
          ) : (
            <>
              <ul role="list" className="spells-tab__list">
                {withLines.map((row) => (
                  <SpellCard
                    key={row.spellId}
                    row={row}
                    level={pickedLevels.get(row.spellId) ?? defaultSpellLevel(row.levels, stuff.level)}
                    onLevel={(level) => setPickedLevels((current) => new Map(current).set(row.spellId, level))}
                  />
                ))}
              </ul>
              {withoutLines.length > 0 && <SpellsWithoutLines rows={withoutLines} />}
            </>
          )}
        </div>
      </section>
    </div>
  );
}

function SpellCard({ row, level, onLevel }: { row: SpellRow; level: number | undefined; onLevel: (level: number) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { stuff } = useBuilder();
  const name = row.name ? localized(row.name, lang) : t('builder.spells.unnamed', { id: row.spellId });
  const current = row.levels.find((entry) => entry.level === level) ?? row.levels[0];
  const titleId = `spell-${row.spellId}-title`;
  return (
    <li className="spell-card" data-testid={`spell-${row.spellId}`} data-level={current?.level}>
      <article aria-labelledby={titleId}>
        <header className="spell-card__header">
          <h3 id={titleId} className="spell-card__name">
            {name}
          </h3>
          <fieldset className="spell-card__levels">
            <legend className="visually-hidden">{t('builder.spells.levelOf', { spell: name })}</legend>
            {row.levels.map((entry) => {
              const locked = entry.minPlayerLevel !== null && entry.minPlayerLevel > stuff.level;
              return (
                <label
                  key={entry.level}
                  className={`spell-card__level${locked ? ' spell-card__level--locked' : ''}`}
                  title={locked ? t('builder.spells.levelLocked', { level: entry.minPlayerLevel }) : undefined}
                >
                  <input
                    type="radio"
                    className="visually-hidden"
                    name={`spell-${row.spellId}-level`}
                    value={entry.level}
                    checked={entry.level === current?.level}
                    onChange={() => onLevel(entry.level)}
                    data-testid={`spell-${row.spellId}-level-${entry.level}`}
                  />
                  <span aria-hidden="true">{entry.level}</span>
                  <span className="visually-hidden">
                    {t('builder.spells.level', { level: entry.level })}
                    {locked ? ` (${t('builder.spells.levelLocked', { level: entry.minPlayerLevel })})` : ''}
                  </span>
                </label>
              );
            })}
          </fieldset>
        </header>
        {current && current.minPlayerLevel !== null && current.minPlayerLevel > stuff.level && (
          <p className="spell-card__warning" data-testid={`spell-${row.spellId}-locked`}>
            {t('builder.spells.levelLocked', { level: current.minPlayerLevel })}
          </p>
        )}
        {current?.damage ? <SpellLevelFigures spellId={row.spellId} damage={current.damage} /> : (
          <p className="status" data-testid={`spell-${row.spellId}-not-computed`}>
            {t('builder.spells.notComputed')}
          </p>
        )}
      </article>
    </li>
  );
}

function SpellLevelFigures({ spellId, damage }: { spellId: number; damage: SpellDamage }) {
  const { t } = useTranslation();
  if (damage.lines.length === 0) {
    return (
      <p className="status" data-testid={`spell-${spellId}-no-lines`}>
        {t('builder.spells.levelNoLines')}
      </p>
    );
  }
  return (
    <div className="spell-card__figures">
      <DamageSummary damage={damage} testId={`spell-${spellId}-summary`} compact />
      <DamageLinesTable lines={damage.lines} testId={`spell-${spellId}-lines`} />
    </div>
  );
}

function SpellsWithoutLines({ rows }: { rows: readonly SpellRow[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section className="spells-tab__others" aria-labelledby="spells-without-lines" data-testid="spells-without-lines">
      <h3 id="spells-without-lines" className="spells-tab__others-title">
        {t('builder.spells.withoutLines', { count: rows.length })}
      </h3>
      <p className="spells-tab__lead">{t('builder.spells.withoutLinesHint')}</p>
      <ul role="list" className="spells-tab__names">
        {rows.map((row) => (
          <li key={row.spellId} data-testid={`spell-no-damage-${row.spellId}`}>
            {row.name ? localized(row.name, lang) : t('builder.spells.unnamed', { id: row.spellId })}
          </li>
        ))}
      </ul>
    </section>
  );
}
