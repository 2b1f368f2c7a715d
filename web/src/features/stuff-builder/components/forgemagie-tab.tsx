/**
 * The forgemagie tab (builder-spec §1, §5): each equipped item's lines at their rolled values, exo
 * lines, and the build-wide forgemagie of an imported code. Every valid value goes into the stuff as
 * it is typed, so the sheet beside follows; only values that differ from the engine's default are
 * stored.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ItemSummary } from '#contract/items';
import type { CatalogItem } from '#engine';
import type { RuleViolation } from '#engine';
import { EXO_LIMITED_STATS, takesExoLines } from '#game/exo';
import { SLOTS, type Slot } from '#game/slots';
import type { StatKey } from '#game/stats';
import { buildPath } from '#web/config/routes.ts';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { bootstrapQueryOptions } from '#web/entities/reference/api/bootstrap.ts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { useCatalogItems, useStuffInspection } from '#web/lib/engine/engine-queries.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { AlertCircleIcon, CloseIcon, PlusIcon, SparklesIcon } from '#web/components/ui/icons.tsx';
import { useBuilder } from '../hooks/use-builder.tsx';
import {
  BUILD_WIDE_BOUNDS,
  buildWideLines,
  defaultLineValue,
  EXO_DEFAULT_VALUE,
  exoCandidates,
  exoLines,
  exoValueBounds,
  existingExo,
  hasForgemagie,
  itemForgeLines,
  lineState,
  lineValueBounds,
  withBuildWide,
  withoutBuildWide,
  withoutRoll,
  withoutSlotRolls,
  withRoll,
  type ForgeLine,
  type LineState,
  type SlotRolls,
} from '../model/forgemagie.ts';
import { parseIntegerText, type IntegerBounds } from '../model/integer-text.ts';
import { IntegerField, type IntegerParse } from './integer-field.tsx';
import './forgemagie-tab.css';

/** The value an exo line starts at: the smallest exo there is. */
const NEW_EXO_VALUE = 1;

function useItemName() {
  const { t } = useTranslation();
  const lang = useLang();
  return (itemId: number, summary: ItemSummary | undefined) =>
    summary ? localized(summary.name, lang) : t('builder.slot.loadingName', { id: itemId });
}

export function ForgemagieTab() {
  const { t } = useTranslation();
  const lang = useLang();
  const { stuff, input, update, editable, itemsById, tabPath } = useBuilder();
  const itemName = useItemName();
  const equippedSlots = useMemo(() => SLOTS.filter((slot) => stuff.items[slot] !== undefined), [stuff.items]);
  const ids = useMemo(() => equippedSlots.map((slot) => stuff.items[slot]!), [equippedSlots, stuff.items]);
  const catalog = useCatalogItems(ids);
  const inspection = useStuffInspection(input);
  const catalogById = useMemo(() => new Map((catalog.data ?? []).map((item) => [item.id, item])), [catalog.data]);
  const linesBySlot = useMemo(() => {
    const lines = new Map<Slot, ForgeLine[]>();
    for (const slot of equippedSlots) {
      const item = catalogById.get(stuff.items[slot]!);
      if (item) lines.set(slot, itemForgeLines(item));
    }
    return lines;
  }, [equippedSlots, catalogById, stuff.items]);
  const exoViolations = (inspection.data?.ruleViolations ?? []).filter((violation) => violation.code === 'multiple_exo');
  const buildWide = buildWideLines(stuff.forgemagie);

  const resetAll = () => update((current) => ({ ...current, rolls: {}, forgemagie: {} }));

  return (
    <div className="fm-tab" data-testid="fm-tab">
      <section className="card builder-card" aria-labelledby="fm-title">
        <header className="card__header">
          <h2 id="fm-title" className="card__title">
            {t('builder.fm.title')}
          </h2>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={resetAll}
            disabled={!editable || !hasForgemagie(stuff)}
            data-testid="fm-reset-all"
          >
            {t('builder.fm.resetAll')}
          </button>
        </header>
        <div className="card__body fm-tab__intro">
          <p className="fm-tab__lead">{t('builder.fm.lead')}</p>
          {exoViolations.map((violation) => (
            <ExoViolation key={`${violation.stat}-${violation.slots.join('-')}`} violation={violation} />
          ))}
        </div>
      </section>

      {equippedSlots.length === 0 ? (
        <section className="card builder-card fm-empty" aria-labelledby="fm-empty-title" data-testid="fm-empty">
          <div className="card__body fm-empty__body">
            <SparklesIcon size={28} aria-hidden="true" />
            <h3 id="fm-empty-title" className="fm-empty__title">
              {t('builder.fm.empty.title')}
            </h3>
            <p>{t('builder.fm.empty.body')}</p>
            <Link className="button button--primary" to={tabPath('items')} data-testid="fm-empty-items-link">
              {t('builder.fm.empty.link')}
            </Link>
          </div>
        </section>
      ) : catalog.isError && !catalog.data ? (
        <p className="status status--error" role="alert">
          <AlertCircleIcon size={18} />
          {t('builder.fm.error')}
          <button type="button" className="button button--small" onClick={() => void catalog.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      ) : !catalog.data ? (
        <p className="status" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('builder.fm.loading')}
        </p>
      ) : (
        equippedSlots.map((slot) => (
          <ItemForgemagie
            key={slot}
            slot={slot}
            item={catalogById.get(stuff.items[slot]!)}
            itemLoading={catalog.isPlaceholderData}
            itemId={stuff.items[slot]!}
            name={itemName(stuff.items[slot]!, itemsById.get(stuff.items[slot]!))}
            linesOf={(other) => linesBySlot.get(other)}
          />
        ))
      )}

      {buildWide.length > 0 && (
        <section className="card builder-card" aria-labelledby="fm-build-wide-title" data-testid="fm-build-wide">
          <header className="card__header">
            <h2 id="fm-build-wide-title" className="card__title">
              {t('builder.fm.buildWide.title')}
            </h2>
          </header>
          <div className="card__body fm-item__body">
            <p className="fm-tab__lead">{t('builder.fm.buildWide.lead')}</p>
            <ul role="list" className="fm-lines">
              {buildWide.map(({ stat, value }) => (
                <BuildWideLine key={stat} stat={stat} value={value} />
              ))}
            </ul>
          </div>
        </section>
      )}
    </div>
  );
}

function ExoViolation({ violation }: { violation: RuleViolation }) {
  const { t } = useTranslation();
  const { itemsById } = useBuilder();
  const itemName = useItemName();
  const items = violation.slots
    .map((slot, index) => `${itemName(violation.itemIds[index], itemsById.get(violation.itemIds[index]))} (${t(`slot.${slot}`)})`)
    .join(', ');
  return (
    <p className="status status--error fm-tab__violation" role="alert" data-testid="fm-violation">
      <AlertCircleIcon size={18} />
      {t('builder.fm.violation', { stat: violation.stat ? t(`stat.${violation.stat}`) : '', items })}
    </p>
  );
}

function useBoundsParser(bounds: IntegerBounds): (text: string) => IntegerParse {
  const { t } = useTranslation();
  const lang = useLang();
  const format = useMemo(() => new Intl.NumberFormat(lang), [lang]);
  return (text) => {
    const value = parseIntegerText(text, bounds);
    return value === undefined ? { error: t('builder.fm.invalid', { min: format.format(bounds.min), max: format.format(bounds.max) }) } : { value };
  };
}

interface ItemForgemagieProps {
  slot: Slot;
  itemId: number;
  /** The catalogue record; undefined when the engine's catalogue lacks the item. */
  item: CatalogItem | undefined;
  /** Whether the catalogue answer on screen is the one of the previous items (a new item is on its way). */
  itemLoading: boolean;
  name: string;
  linesOf: (slot: Slot) => readonly ForgeLine[] | undefined;
}

function ItemForgemagie({ slot, itemId, item, itemLoading, name, linesOf }: ItemForgemagieProps) {
  const { t } = useTranslation();
  const { stuff, update, editable, itemsById } = useBuilder();
  const titleId = useId();
  const slotRolls = stuff.rolls[slot];
  const lines = useMemo(() => (item ? itemForgeLines(item) : []), [item]);
  const exos = exoLines(lines, slotRolls);
  const [justAdded, setJustAdded] = useState<StatKey | undefined>(undefined);
  const summary = itemsById.get(itemId);
  // Removing an exo removes its field: focus goes back to where exos are added.
  const exoSelect = useRef<HTMLSelectElement>(null);

  return (
    <section className="card builder-card fm-item" aria-labelledby={titleId} data-testid={`fm-item-${slot}`} data-item-id={itemId}>
      <header className="card__header fm-item__header">
        <h3 id={titleId} className="card__title fm-item__title">
          <span className="fm-item__slot">{t(`slot.${slot}`)}</span>
          <span className="fm-item__name">{name}</span>
          {summary && <span className="fm-item__level tabular">{t('common.level', { level: summary.level })}</span>}
        </h3>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => update((current) => ({ ...current, rolls: withoutSlotRolls(current.rolls, slot) }))}
          disabled={!editable || slotRolls === undefined}
          aria-label={t('builder.fm.resetItemLabel', { item: name })}
          data-testid={`fm-reset-${slot}`}
        >
          {t('builder.fm.resetItem')}
        </button>
      </header>
      <div className="card__body fm-item__body">
        {!item && itemLoading ? (
          <p className="status" role="status">
            <span className="spinner" aria-hidden="true" />
            {t('builder.fm.loading')}
          </p>
        ) : !item ? (
          <p className="status" data-testid={`fm-unknown-${slot}`}>
            {t('builder.fm.unknownItem')}
          </p>
        ) : (
          <>
            {lines.length === 0 && exos.length === 0 ? (
              <p className="status">{t('builder.fm.noLines')}</p>
            ) : (
              <ul role="list" className="fm-lines">
                {lines.map((line) => (
                  <ItemLine key={line.stat} slot={slot} itemName={name} line={line} value={slotRolls?.[line.stat] ?? defaultLineValue(line)} />
                ))}
                {exos.map(({ stat, value }) => (
                  <ExoLine
                    key={stat}
                    slot={slot}
                    itemName={name}
                    stat={stat}
                    value={value}
                    autoFocus={stat === justAdded}
                    onRemoved={() => exoSelect.current?.focus()}
                  />
                ))}
              </ul>
            )}
            {editable &&
              (takesExoLines(item.category) ? (
                <ExoAdder
                  slot={slot}
                  itemName={name}
                  lines={lines}
                  slotRolls={slotRolls}
                  linesOf={linesOf}
                  onAdded={setJustAdded}
                  selectRef={exoSelect}
                />
              ) : (
                <p className="fm-item__note">{t('builder.fm.exo.notForged')}</p>
              ))}
          </>
        )}
      </div>
    </section>
  );
}

function StateBadge({ state, testId }: { state: LineState | 'exo'; testId: string }) {
  const { t } = useTranslation();
  if (state === 'default' || state === 'rolled') return null;
  return (
    <span className={`fm-badge fm-badge--${state}`} data-testid={testId}>
      {t(`builder.fm.state.${state}`)}
    </span>
  );
}

function LineLabel({ stat, itemName }: { stat: StatKey; itemName: string }) {
  const { t } = useTranslation();
  return (
    <>
      {t(`stat.${stat}`)}
      <span className="visually-hidden"> {t('builder.fm.onItem', { item: itemName })}</span>
    </>
  );
}

function ItemLine({ slot, itemName, line, value }: { slot: Slot; itemName: string; line: ForgeLine; value: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const format = useMemo(() => new Intl.NumberFormat(lang), [lang]);
  const { stuff, update, editable } = useBuilder();
  const bounds = lineValueBounds(line, SITE_VARIANT, stuff.level);
  const parse = useBoundsParser(bounds);
  const state = lineState(line, value);
  const testId = `fm-input-${slot}-${line.stat}`;

  return (
    <li className={`fm-line fm-line--${state}`} data-testid={`fm-line-${slot}-${line.stat}`} data-state={state}>
      <IntegerField
        className="fm-line__field"
        label={<LineLabel stat={line.stat} itemName={itemName} />}
        value={value}
        parse={parse}
        min={bounds.min}
        max={bounds.max}
        disabled={!editable}
        hint={
          <>
            {t('builder.fm.range', { min: format.format(line.min), max: format.format(line.max) })}{' '}
            <StateBadge state={state} testId={`fm-badge-${slot}-${line.stat}`} />
          </>
        }
        onCommit={(next) =>
          update((current) => ({ ...current, rolls: withRoll(current.rolls, slot, line.stat, next, defaultLineValue(line)) }))
        }
        testId={testId}
      />
    </li>
  );
}

interface ExoLineProps {
  slot: Slot;
  itemName: string;
  stat: StatKey;
  value: number;
  autoFocus: boolean;
  onRemoved: () => void;
}

function ExoLine({ slot, itemName, stat, value, autoFocus, onRemoved }: ExoLineProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const format = useMemo(() => new Intl.NumberFormat(lang), [lang]);
  const { stuff, update, editable } = useBuilder();
  const bounds = exoValueBounds(stat, SITE_VARIANT, stuff.level);
  const parse = useBoundsParser(bounds);
  const statName = t(`stat.${stat}`);

  return (
    <li className="fm-line fm-line--exo" data-testid={`fm-line-${slot}-${stat}`} data-state="exo">
      <IntegerField
        className="fm-line__field"
        label={<LineLabel stat={stat} itemName={itemName} />}
        value={value}
        parse={parse}
        min={bounds.min}
        max={bounds.max}
        disabled={!editable}
        autoFocus={autoFocus}
        hint={
          <>
            {t('builder.fm.exoRange', { min: format.format(bounds.min), max: format.format(bounds.max) })}{' '}
            <StateBadge state="exo" testId={`fm-badge-${slot}-${stat}`} />
          </>
        }
        onCommit={(next) => update((current) => ({ ...current, rolls: withRoll(current.rolls, slot, stat, next, EXO_DEFAULT_VALUE) }))}
        testId={`fm-input-${slot}-${stat}`}
      />
      {editable && (
        <button
          type="button"
          className="icon-button fm-line__remove"
          onClick={() => {
            update((current) => ({ ...current, rolls: withoutRoll(current.rolls, slot, stat) }));
            onRemoved();
          }}
          aria-label={t('builder.fm.exo.remove', { stat: statName, item: itemName })}
          title={t('builder.fm.exo.remove', { stat: statName, item: itemName })}
          data-testid={`fm-exo-remove-${slot}-${stat}`}
        >
          <CloseIcon size={16} />
        </button>
      )}
    </li>
  );
}

interface ExoAdderProps {
  slot: Slot;
  itemName: string;
  lines: readonly ForgeLine[];
  slotRolls: SlotRolls | undefined;
  linesOf: (slot: Slot) => readonly ForgeLine[] | undefined;
  onAdded: (stat: StatKey) => void;
  selectRef: RefObject<HTMLSelectElement | null>;
}

function ExoAdder({ slot, itemName, lines, slotRolls, linesOf, onAdded, selectRef }: ExoAdderProps) {
  const { t } = useTranslation();
  const { stuff, update, itemsById, exoEnabled } = useBuilder();
  const ids = { select: useId(), error: useId() };
  const bootstrap = useQuery(bootstrapQueryOptions());
  const candidates = exoCandidates(SITE_VARIANT, lines, slotRolls, bootstrap.data?.stats_in_use);
  const [chosen, setChosen] = useState<StatKey | undefined>(undefined);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  // The member's setting "AP/MP/range exos by default" off: another stat is offered first.
  const preferred = exoEnabled ? candidates[0] : (candidates.find((stat) => !EXO_LIMITED_STATS.includes(stat)) ?? candidates[0]);
  const selected = chosen !== undefined && candidates.includes(chosen) ? chosen : preferred;
  const itemNameOf = useItemName();

  if (candidates.length === 0) return <p className="fm-item__note">{t('builder.fm.exo.none')}</p>;

  const add = () => {
    if (selected === undefined) return;
    const holder = existingExo(selected, slot, stuff, linesOf);
    const stat = t(`stat.${selected}`);
    if (holder?.kind === 'slot') {
      const otherId = stuff.items[holder.slot]!;
      setRefusal(t('builder.fm.exo.takenBySlot', { stat, item: itemNameOf(otherId, itemsById.get(otherId)), slot: t(`slot.${holder.slot}`) }));
      return;
    }
    if (holder?.kind === 'build_wide') {
      setRefusal(t('builder.fm.exo.takenBuildWide', { stat }));
      return;
    }
    setRefusal(undefined);
    update((current) => ({ ...current, rolls: withRoll(current.rolls, slot, selected, NEW_EXO_VALUE, EXO_DEFAULT_VALUE) }));
    onAdded(selected);
  };

  return (
    <div className="fm-exo">
      <div className="field fm-exo__field">
        <label className="field__label" htmlFor={ids.select}>
          {t('builder.fm.exo.label')}
          <span className="visually-hidden"> {t('builder.fm.onItem', { item: itemName })}</span>
        </label>
        <div className="fm-exo__row">
          <select
            ref={selectRef}
            id={ids.select}
            className="field__control"
            value={selected}
            aria-invalid={refusal !== undefined}
            aria-describedby={refusal === undefined ? undefined : ids.error}
            onChange={(event) => {
              setChosen(event.target.value as StatKey);
              setRefusal(undefined);
            }}
            data-testid={`fm-exo-select-${slot}`}
          >
            {candidates.map((stat) => (
              <option key={stat} value={stat}>
                {t(`stat.${stat}`)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button button--soft"
            onClick={add}
            aria-label={t('builder.fm.exo.addLabel', { item: itemName })}
            data-testid={`fm-exo-add-${slot}`}
          >
            <PlusIcon size={16} aria-hidden="true" />
            {t('builder.fm.exo.add')}
          </button>
        </div>
        {refusal !== undefined && (
          <p id={ids.error} className="field__error" role="alert" data-testid={`fm-exo-error-${slot}`}>
            {refusal}
          </p>
        )}
      </div>
    </div>
  );
}

function BuildWideLine({ stat, value }: { stat: StatKey; value: number }) {
  const { t } = useTranslation();
  const { update, editable } = useBuilder();
  const parse = useBoundsParser(BUILD_WIDE_BOUNDS);
  const statName = t(`stat.${stat}`);
  return (
    <li className="fm-line" data-testid={`fm-build-wide-line-${stat}`}>
      <IntegerField
        className="fm-line__field"
        label={t('builder.fm.buildWide.label', { stat: statName })}
        value={value}
        parse={parse}
        min={BUILD_WIDE_BOUNDS.min}
        max={BUILD_WIDE_BOUNDS.max}
        disabled={!editable}
        onCommit={(next) => update((current) => ({ ...current, forgemagie: withBuildWide(current.forgemagie, stat, next) }))}
        testId={`fm-build-wide-input-${stat}`}
      />
      {editable && (
        <button
          type="button"
          className="icon-button fm-line__remove"
          onClick={() => update((current) => ({ ...current, forgemagie: withoutBuildWide(current.forgemagie, stat) }))}
          aria-label={t('builder.fm.buildWide.remove', { stat: statName })}
          title={t('builder.fm.buildWide.remove', { stat: statName })}
          data-testid={`fm-build-wide-remove-${stat}`}
        >
          <CloseIcon size={16} />
        </button>
      )}
    </li>
  );
}
