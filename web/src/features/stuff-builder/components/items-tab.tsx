/**
 * The items tab (builder-spec §2 `objets`): the encyclopedia list with its filters (items, weapons
 * or sets), each row with its main effects, a preview and an equip button; the ring/Dofus choice
 * and the set replacement dialogs; the "go back to the stuff after equipping" setting. Opened from
 * an empty slot (`?slot=…`, issue 14 §1) it lists what that slot takes, for the draft's class and
 * level, with chips that show and remove those filters, and equips into that slot.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findCategory, findClothCategory } from '#contract/categories';
import type { ItemSummary } from '#contract/items';
import type { SetSummary } from '#contract/sets';
import type { Slot } from '#game/slots';
import { bootstrapQueryOptions } from '#web/entities/reference/api/bootstrap.ts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { CloseIcon, InfoIcon, PlusIcon } from '#web/components/ui/icons.tsx';
import { useSlotListCounts } from '../api/slot-list-counts.ts';
import { useBuilder } from '../hooks/use-builder.tsx';
import { useReturnToStuffSetting } from '../hooks/use-builder-settings.ts';
import { useEquipActions, type PendingEquip } from '../hooks/use-equip-actions.ts';
import {
  nextEmptySlot,
  pickerFilters,
  pickerFromSearch,
  slotListChoices,
  targetSlotFor,
  withKind,
  withoutFilter,
  withPicker,
  type PickerFilters,
  type PickerKind,
  type SlotPicker,
} from '../model/slot-picker.ts';
import { replacementsOf } from '#web/entities/stuff/model/slot-assignment.ts';
import { EquipPreview, type PreviewTarget } from './equip-preview.tsx';
import './items-tab.css';

/** The lists of the tab opened as a plain list; a slot may add its ceremonial pieces. */
export const ITEM_LIST_CATEGORIES = ['item', 'weapon', 'cloth'] as const;
export type ItemListCategory = PickerKind;

/** What a list row holds, as the encyclopedia list hands it to the row action. */
export type EquippableRecord = { kind: 'item'; item: ItemSummary } | { kind: 'set'; set: SetSummary };

export interface ItemListSlot {
  category: ItemListCategory;
  heading: ReactNode;
  /** The action beside each row: its main effects, a preview and the equip button. */
  actionFor: (record: EquippableRecord) => ReactNode;
}

const CATEGORY_MEMORY_KEY = 'builder-items-category';

function rememberedCategory(): ItemListCategory {
  try {
    const value = sessionStorage.getItem(CATEGORY_MEMORY_KEY);
    return (ITEM_LIST_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as ItemListCategory) : 'item';
  } catch {
    return 'item';
  }
}

const samePicker = (a: SlotPicker | null, b: SlotPicker | null) =>
  a === b || (a !== null && b !== null && a.slot === b.slot && a.kind === b.kind && a.kindChosen === b.kindChosen);

/** Navigation state of the "all items" button: the query lost its slot on purpose. */
interface PickerNavigationState {
  pickerCleared?: boolean;
}

/**
 * The picker of the URL, kept while the list rewrites the query: the list writes only its own
 * filters, so the slot is put back (replacing that entry); a query without slot that the user
 * reached (back button, "all items") ends the picker.
 */
function useSlotPicker() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const fromUrl = useMemo(() => pickerFromSearch(location.search), [location.search]);
  const [picker, setPicker] = useState(fromUrl);
  const [seenSearch, setSeenSearch] = useState(location.search);
  if (seenSearch !== location.search) {
    setSeenSearch(location.search);
    if (fromUrl) {
      if (!samePicker(fromUrl, picker)) setPicker(fromUrl);
    } else if (navigationType === 'POP' || (location.state as PickerNavigationState | null)?.pickerCleared) {
      setPicker(null);
    }
  }
  const lost = picker !== null && fromUrl === null;
  useEffect(() => {
    if (lost && picker) void navigate({ search: `?${withPicker(location.search, picker)}` }, { replace: true, preventScrollReset: true });
  }, [lost, picker, location.search, navigate]);
  const clear = () => {
    setPicker(null);
    void navigate({ search: '' }, { state: { pickerCleared: true } satisfies PickerNavigationState, preventScrollReset: true });
  };
  return { picker, clear, search: location.search };
}

export function ItemsTab({ renderList }: { renderList: (slot: ItemListSlot) => ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { editable } = useBuilder();
  const [returnToStuff, changeReturnToStuff] = useReturnToStuffSetting();
  const [plainCategory, setPlainCategory] = useState<ItemListCategory>(rememberedCategory);
  const { picker, clear, search } = useSlotPicker();
  const category = picker?.kind ?? plainCategory;
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const actions = useEquipActions({
    // Dofus come several in a row: the picker moves on to the group's next empty slot.
    onPlacedAndStaying: (slot, items) => {
      if (!picker || picker.slot !== slot) return;
      const next = nextEmptySlot(slot, items);
      if (next) void navigate({ search: `?${withPicker(search, { ...picker, slot: next })}` }, { replace: true, preventScrollReset: true });
    },
  });
  const headingId = useId();
  const settingId = useId();
  // The query the previous list left when the kind changed: the new list mounts once it has gone from
  // the URL (the navigation clearing it is asynchronous). Mounted before, it would start from the
  // other list's filters instead of restoring its own, and a text typed into it at once would be
  // overwritten when they went (a slow device lost the search typed right after the switch).
  const [leftSearch, setLeftSearch] = useState<string | null>(null);
  if (leftSearch !== null && search !== leftSearch) setLeftSearch(null);

  const switchCategory = (next: ItemListCategory) => {
    if (next === category) return;
    if (picker) {
      // The slot's other list, narrowed the same way.
      void navigate({ search: `?${withKind(search, picker.slot, next)}` }, { preventScrollReset: true });
      return;
    }
    setPlainCategory(next);
    try {
      sessionStorage.setItem(CATEGORY_MEMORY_KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    // The filters in the URL belong to the previous list: each list restores its own.
    if (search !== '') setLeftSearch(search);
    void navigate({ search: '' }, { replace: true, preventScrollReset: true });
  };

  const equip = (record: EquippableRecord) => {
    if (record.kind === 'item') actions.equipItem(record.item, targetSlotFor(picker, record.item.category));
    else actions.equipSet(record.set);
  };

  const actionFor = (record: EquippableRecord) => {
    const name = localized(record.kind === 'item' ? record.item.name : record.set.name, lang);
    const target = record.kind === 'item' ? targetSlotFor(picker, record.item.category) : undefined;
    const testKey = record.kind === 'item' ? String(record.item.id) : `set-${record.set.id}`;
    const loading = record.kind === 'set' && actions.loadingSetId === record.set.id;
    return (
      <>
        <span className="picker-row__buttons">
          <button
            type="button"
            className="icon-button picker-row__preview"
            onClick={() => setPreview(record.kind === 'item' ? { kind: 'item', item: record.item, slot: target } : { kind: 'set', set: record.set })}
            aria-label={t('builder.preview.open', { name })}
            title={t('builder.preview.open', { name })}
            data-testid={`preview-${testKey}`}
          >
            <InfoIcon size={18} />
          </button>
          {editable && (
            <button
              type="button"
              className="button button--small"
              onClick={() => equip(record)}
              disabled={loading}
              aria-busy={loading || undefined}
              aria-label={
                record.kind === 'set'
                  ? t('builder.equip.set', { set: name })
                  : target
                    ? t('builder.equip.itemInto', { item: name, slot: t(`slot.${target}`) })
                    : t('builder.equip.item', { item: name })
              }
              data-testid={record.kind === 'item' ? `equip-${record.item.id}` : `equip-set-${record.set.id}`}
            >
              {loading ? <span className="spinner" aria-hidden="true" /> : <PlusIcon size={16} />}
              {record.kind === 'item' ? t('builder.equip') : t('builder.equip.setShort')}
            </button>
          )}
        </span>
      </>
    );
  };

  const kinds: readonly PickerKind[] = picker ? slotListChoices(picker.slot).map((choice) => choice.kind) : ITEM_LIST_CATEGORIES;

  return (
    <section className="card builder-card items-tab" aria-labelledby={headingId} data-slot={picker?.slot}>
      <header className="card__header items-tab__header">
        <h2 id={headingId} className="card__title">
          {t('builder.tab.items')}
        </h2>
        <div className="segmented" role="group" aria-label={t('builder.items.kind')}>
          {kinds.map((entry) => (
            <button
              key={entry}
              type="button"
              className={entry === category ? 'segmented__option is-selected' : 'segmented__option'}
              aria-pressed={entry === category}
              onClick={() => switchCategory(entry)}
              data-testid={`items-kind-${entry}`}
            >
              {t(`encyclopedia.${entry}`)}
            </button>
          ))}
        </div>
      </header>
      <div className="card__body items-tab__body">
        {picker && <PickerBar picker={picker} search={search} onClear={clear} />}
        {editable && (
          <div className="items-tab__setting">
            <input
              id={settingId}
              type="checkbox"
              checked={returnToStuff}
              onChange={(event) => changeReturnToStuff(event.target.checked)}
              data-testid="setting-return-after-equip"
            />
            <label htmlFor={settingId}>{t('builder.setting.returnAfterEquip')}</label>
          </div>
        )}
        {leftSearch === null && renderList({ category, heading: null, actionFor })}
      </div>
      {preview && (
        <EquipPreview
          target={preview}
          onClose={() => setPreview(null)}
          equipping={preview.kind === 'set' && actions.loadingSetId === preview.set.id}
          onEquip={() => {
            setPreview(null);
            equip(preview.kind === 'item' ? { kind: 'item', item: preview.item } : preview);
          }}
        />
      )}
      <EquipDialogs pending={actions.pending} onChooseSlot={actions.chooseSlot} onConfirmSet={actions.confirmSet} onCancel={actions.cancel} />
    </section>
  );
}

/**
 * The slot the picker fills and the filters it set, each as a chip that removes it: the list's own
 * filter panel still changes them all (and folds away on phones, where these chips stay in view).
 */
function PickerBar({ picker, search, onClear }: { picker: SlotPicker; search: string; onClear: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const bootstrap = useQuery(bootstrapQueryOptions());
  const filters = pickerFilters(search);
  const counts = useSlotListCounts(slotListChoices(picker.slot), filters);
  const choices = slotListChoices(picker.slot);

  // A slot whose first list is empty here opens on one that is not (Retro's worn shields are ceremonial).
  const shownCount = counts.get(picker.kind);
  const better = choices.find((choice) => choice.kind !== 'cloth' && (counts.get(choice.kind) ?? 0) > 0);
  const switchTo = !picker.kindChosen && shownCount === 0 && better && better.kind !== picker.kind ? better.kind : undefined;
  useEffect(() => {
    if (switchTo) {
      void navigate({ search: `?${withKind(search, picker.slot, switchTo)}` }, { replace: true, preventScrollReset: true });
    }
  }, [switchTo, picker.slot, search, navigate]);

  const className = filters.classId === null ? undefined : bootstrap.data?.classes.find((entry) => entry.id === filters.classId);
  const typeNames = filters.include.map((code) => {
    const def = picker.kind === 'cloth' ? findClothCategory(code) : findCategory(code);
    return def ? def.name[lang] : code;
  });
  const remove = (filter: keyof PickerFilters) => void navigate({ search: `?${withoutFilter(search, filter)}` }, { preventScrollReset: true });
  const chip = (filter: keyof PickerFilters, label: string) => (
    <li key={filter} className="picker-bar__chip" data-testid={`picker-chip-${filter}`}>
      <span>{label}</span>
      <button type="button" className="picker-bar__remove" onClick={() => remove(filter)} aria-label={t('builder.picker.remove', { filter: label })} title={t('builder.picker.remove', { filter: label })}>
        <CloseIcon size={14} />
      </button>
    </li>
  );

  return (
    <div className="picker-bar" data-testid="slot-picker" data-slot={picker.slot} data-kind={picker.kind}>
      <p className="picker-bar__slot">
        {t('builder.picker.for')} <strong data-testid="slot-picker-slot">{t(`slot.${picker.slot}`)}</strong>
        {shownCount !== undefined && (
          <span className="picker-bar__count tabular" data-testid="slot-picker-count">
            {' '}
            ({t('builder.picker.count', { count: shownCount })})
          </span>
        )}
      </p>
      <ul role="list" className="picker-bar__chips" aria-label={t('builder.picker.filters')}>
        {filters.include.length > 0 && chip('include', t('builder.picker.types', { types: typeNames.join(', ') }))}
        {filters.classId !== null && chip('classId', t('builder.picker.class', { class: className ? localized(className.name, lang) : String(filters.classId) }))}
        {filters.levelMax !== null && chip('levelMax', t('builder.picker.levelMax', { level: filters.levelMax }))}
      </ul>
      <button type="button" className="button button--small button--ghost" onClick={onClear} data-testid="slot-picker-clear">
        {t('builder.picker.all')}
      </button>
    </div>
  );
}

function EquipDialogs({
  pending,
  onChooseSlot,
  onConfirmSet,
  onCancel,
}: {
  pending: PendingEquip | null;
  onChooseSlot: (slot: Slot) => void;
  onConfirmSet: (onlyEmptySlots: boolean) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { stuff, itemsById } = useBuilder();
  const nameOf = (id: number | undefined) => {
    if (id === undefined) return t('builder.slot.empty');
    const item = itemsById.get(id);
    return item ? localized(item.name, lang) : t('builder.slot.loadingName', { id });
  };

  if (pending?.kind === 'choose-slot') {
    const itemName = localized(pending.item.name, lang);
    return (
      <ModalDialog
        open
        title={t(pending.group === 'ring' ? 'builder.choose.ringTitle' : 'builder.choose.dofusTitle')}
        description={t('builder.choose.description', { item: itemName })}
        onClose={onCancel}
        closeLabel={t('common.close')}
        testId="replace-dialog"
        actions={
          <button type="button" className="button button--ghost" onClick={onCancel} data-testid="replace-cancel">
            {t('common.cancel')}
          </button>
        }
      >
        <ul role="list" className="choice-list">
          {pending.slots.map((slot, index) => (
            <li key={slot}>
              <button
                type="button"
                className="choice-list__option"
                onClick={() => onChooseSlot(slot)}
                autoFocus={index === 0}
                data-testid={`replace-${slot}`}
              >
                <span className="choice-list__slot">{t(`slot.${slot}`)}</span>
                <span className="choice-list__item">{nameOf(stuff.items[slot])}</span>
              </button>
            </li>
          ))}
        </ul>
      </ModalDialog>
    );
  }

  if (pending?.kind === 'confirm-set') {
    const replacements = replacementsOf(pending.plan.assignments);
    const free = pending.plan.assignments.length - replacements.length;
    return (
      <ModalDialog
        open
        title={t('builder.setLoad.title', { set: localized(pending.set.name, lang) })}
        description={t('builder.setLoad.description', { count: replacements.length })}
        onClose={onCancel}
        closeLabel={t('common.close')}
        testId="set-load-dialog"
        actions={
          <>
            <button type="button" className="button button--ghost" onClick={onCancel} data-testid="set-load-cancel">
              {t('common.cancel')}
            </button>
            <button type="button" className="button" onClick={() => onConfirmSet(true)} disabled={free === 0} data-testid="set-load-empty-only">
              {t('builder.setLoad.emptyOnly', { count: free })}
            </button>
            <button type="button" className="button button--primary" onClick={() => onConfirmSet(false)} autoFocus data-testid="set-load-replace">
              {t('builder.setLoad.replace')}
            </button>
          </>
        }
      >
        <ul role="list" className="replacement-list">
          {replacements.map((assignment) => (
            <li key={assignment.slot} className="replacement-list__row">
              <span className="choice-list__slot">{t(`slot.${assignment.slot}`)}</span>
              <span>
                <del>{nameOf(assignment.replaces)}</del>
                <span aria-hidden="true"> → </span>
                <ins>{nameOf(assignment.itemId)}</ins>
              </span>
            </li>
          ))}
        </ul>
      </ModalDialog>
    );
  }
  return null;
}
