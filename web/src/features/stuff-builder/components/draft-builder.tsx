/**
 * The draft stuff builder (builder-spec §2 "equipement/draft"): the character, the equipped items,
 * the item search and the characteristics computed by the engine worker. The draft is the
 * visitor's local stuff: every change is saved in the browser at once.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemSummary } from '../../../../../contract/api.ts';
import type { Stuff } from '../../../../../contract/stuff.ts';
import { SLOTS, type Slot } from '../../../../../engine/src/slots.ts';
import { SITE_VARIANT } from '../../../config/variant.ts';
import { localized } from '../../../lib/bootstrap.ts';
import { useLang } from '../../../lib/i18n/use-lang.ts';
import { useItemsByIds } from '../api/get-items-by-ids.ts';
import { useLocalDraftStuff } from '../hooks/use-local-draft-stuff.ts';
import { equipItem, unequipSlot } from '../model/slot-assignment.ts';
import { CharacterCard } from './character-card.tsx';
import { EquipmentSlots } from './equipment-slots.tsx';
import { ItemPicker } from './item-picker.tsx';
import { StatSheetPanel } from './stat-sheet-panel.tsx';
import './builder.css';

export function DraftBuilder() {
  const { t } = useTranslation();
  const lang = useLang();
  const { stuff, update } = useLocalDraftStuff();
  const [announcement, setAnnouncement] = useState('');

  const equippedIds = useMemo(
    () => SLOTS.flatMap((slot) => (stuff.items[slot] === undefined ? [] : [stuff.items[slot]])),
    [stuff.items],
  );
  const equipped = useItemsByIds(SITE_VARIANT, equippedIds);
  // Items just added from the search are known before the by-ids answer arrives.
  const [addedItems, setAddedItems] = useState<ReadonlyMap<number, ItemSummary>>(new Map());
  const itemsById = useMemo(() => {
    const known = new Map(addedItems);
    for (const item of equipped.data ?? []) known.set(item.id, item);
    return known;
  }, [addedItems, equipped.data]);

  const change = (patch: Partial<Stuff>) => update((current) => ({ ...current, ...patch }));
  // An item's rolls leave with it: they describe that item's lines only.
  const removeSlot = (slot: Slot) =>
    update((current) => ({ ...current, items: unequipSlot(current.items, slot), rolls: unequipSlot(current.rolls, slot) }));
  const clearItems = () => update((current) => ({ ...current, items: {}, rolls: {} }));

  const addItem = (item: ItemSummary) => {
    let slot: Slot | undefined;
    update((current) => {
      const result = equipItem(current.items, item.id, item.category);
      if (!result.choice) return current;
      slot = result.choice.slot;
      // A replaced item takes its rolls with it.
      return { ...current, items: result.items, rolls: unequipSlot(current.rolls, result.choice.slot) };
    });
    if (!slot) return;
    setAddedItems((known) => new Map(known).set(item.id, item));
    setAnnouncement(t('builder.added', { item: localized(item.name, lang), slot: t(`slot.${slot}`) }));
  };

  return (
    <div className="container builder">
      <header className="builder__header">
        <div>
          <h1 className="builder__title">{t('builder.title')}</h1>
          <p className="builder__lead">{t('builder.lead')}</p>
        </div>
      </header>
      <p className="visually-hidden" aria-live="polite" data-testid="builder-announcement">
        {announcement}
      </p>
      <div className="builder__layout">
        <div className="builder__main">
          <CharacterCard character={stuff} onChange={change} />
          <EquipmentSlots
            items={stuff.items}
            itemsById={itemsById}
            onRemove={removeSlot}
            onClear={clearItems}
          />
          <ItemPicker onAdd={addItem} />
        </div>
        <aside className="builder__aside">
          <StatSheetPanel stuff={stuff} />
        </aside>
      </div>
    </div>
  );
}
