/** The overview tab: the equipped items. */
import { useBuilder } from '../hooks/use-builder.tsx';
import { unequipSlot } from '../model/slot-assignment.ts';
import type { Slot } from '../../../../../engine/src/slots.ts';
import { EquipmentSlots } from './equipment-slots.tsx';

export function OverviewTab() {
  const { stuff, update, itemsById } = useBuilder();
  const removeSlot = (slot: Slot) =>
    update((current) => ({ ...current, items: unequipSlot(current.items, slot), rolls: unequipSlot(current.rolls, slot) }));
  const clearItems = () => update((current) => ({ ...current, items: {}, rolls: {}, forgemagie: {} }));
  return <EquipmentSlots items={stuff.items} itemsById={itemsById} onRemove={removeSlot} onClear={clearItems} />;
}
