/**
 * The items tab (builder-spec §2 `objets`): the encyclopedia list with its filters (items, weapons
 * or sets), each row with an equip button; the ring/Dofus choice and the set replacement dialogs;
 * the "go back to the stuff after equipping" setting.
 */
import { useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ItemSummary } from '#contract/items';
import type { SetSummary } from '#contract/sets';
import type { Slot } from '#game/slots';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { PlusIcon } from '#web/components/ui/icons.tsx';
import { useBuilder } from '../hooks/use-builder.tsx';
import { useBuilderSettings } from '../hooks/use-builder-settings.ts';
import { useEquipActions, type PendingEquip } from '../hooks/use-equip-actions.ts';
import { replacementsOf } from '#web/entities/stuff/model/slot-assignment.ts';
import './items-tab.css';

export const ITEM_LIST_CATEGORIES = ['item', 'weapon', 'cloth'] as const;
export type ItemListCategory = (typeof ITEM_LIST_CATEGORIES)[number];

/** What a list row holds, as the encyclopedia list hands it to the row action. */
export type EquippableRecord = { kind: 'item'; item: ItemSummary } | { kind: 'set'; set: SetSummary };

export interface ItemListSlot {
  category: ItemListCategory;
  heading: ReactNode;
  /** The action beside each row: equip the item or the whole set. */
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

export function ItemsTab({ renderList }: { renderList: (slot: ItemListSlot) => ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { editable } = useBuilder();
  const [settings, changeSettings] = useBuilderSettings();
  const [category, setCategory] = useState<ItemListCategory>(rememberedCategory);
  const actions = useEquipActions();
  const headingId = useId();
  const settingId = useId();

  const switchCategory = (next: ItemListCategory) => {
    if (next === category) return;
    setCategory(next);
    try {
      sessionStorage.setItem(CATEGORY_MEMORY_KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    // The filters in the URL belong to the previous list: each list restores its own.
    void navigate({ search: '' }, { replace: true, preventScrollReset: true });
  };

  const actionFor = (record: EquippableRecord) => {
    if (!editable) return null;
    if (record.kind === 'item') {
      const name = localized(record.item.name, lang);
      return (
        <button
          type="button"
          className="button button--small"
          onClick={() => actions.equipItem(record.item)}
          aria-label={t('builder.equip.item', { item: name })}
          data-testid={`equip-${record.item.id}`}
        >
          <PlusIcon size={16} />
          {t('builder.equip')}
        </button>
      );
    }
    const name = localized(record.set.name, lang);
    const loading = actions.loadingSetId === record.set.id;
    return (
      <button
        type="button"
        className="button button--small"
        onClick={() => actions.equipSet(record.set)}
        disabled={loading}
        aria-busy={loading}
        aria-label={t('builder.equip.set', { set: name })}
        data-testid={`equip-set-${record.set.id}`}
      >
        {loading ? <span className="spinner" aria-hidden="true" /> : <PlusIcon size={16} />}
        {t('builder.equip.setShort')}
      </button>
    );
  };

  return (
    <section className="card builder-card items-tab" aria-labelledby={headingId}>
      <header className="card__header items-tab__header">
        <h2 id={headingId} className="card__title">
          {t('builder.tab.items')}
        </h2>
        <div className="segmented" role="group" aria-label={t('builder.items.kind')}>
          {ITEM_LIST_CATEGORIES.map((entry) => (
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
        <div className="items-tab__setting">
          <input
            id={settingId}
            type="checkbox"
            checked={settings.returnToStuffAfterEquip}
            onChange={(event) => changeSettings({ returnToStuffAfterEquip: event.target.checked })}
            data-testid="setting-return-after-equip"
          />
          <label htmlFor={settingId}>{t('builder.setting.returnAfterEquip')}</label>
        </div>
        {renderList({ category, heading: null, actionFor })}
      </div>
      <EquipDialogs pending={actions.pending} onChooseSlot={actions.chooseSlot} onConfirmSet={actions.confirmSet} onCancel={actions.cancel} />
    </section>
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
