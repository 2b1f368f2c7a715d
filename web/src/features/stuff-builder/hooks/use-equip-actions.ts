/**
 * Equipping from the lists (builder-spec §4): an item goes to its next empty slot, or the ring or
 * Dofus choice opens when its group is full; a set is loaded whole and asks before replacing worn
 * items. Results are told with the app's alerts (spec §8: success and failure alerts for adding
 * an item and a set). After an item the builder goes back to the stuff when the setting says so.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ItemSummary } from '#contract/items';
import type { SetSummary } from '#contract/sets';
import type { Stuff } from '#contract/stuff';
import type { Slot } from '#game/slots';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { showAlert } from '#web/lib/alerts.ts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { setDetailQueryOptions } from '#web/entities/set/api/sets.ts';
import {
  applyAssignments,
  planEquip,
  planEquipAt,
  planSetLoad,
  replacementsOf,
  returnsToStuffAfterEquip,
  type ChoiceGroup,
  type SetLoadPlan,
} from '#web/entities/stuff/model/slot-assignment.ts';
import { useBuilder } from './use-builder.tsx';
import { useReturnToStuffSetting } from './use-builder-settings.ts';

export type PendingEquip =
  | { kind: 'choose-slot'; item: ItemSummary; group: ChoiceGroup; slots: Slot[] }
  | { kind: 'confirm-set'; set: SetSummary; plan: SetLoadPlan };

export interface EquipOptions {
  /** Called when an item went into `slot` and the builder stays on the list (the picker moves on). */
  onPlacedAndStaying?: (slot: Slot, items: Stuff['items']) => void;
}

export function useEquipActions({ onPlacedAndStaying }: EquipOptions = {}) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { stuff, update, rememberItems, tabPath } = useBuilder();
  const [returnToStuff] = useReturnToStuffSetting();
  const [pending, setPending] = useState<PendingEquip | null>(null);
  const [loadingSetId, setLoadingSetId] = useState<number | null>(null);
  // A set's pieces arrive after a request: plan against the stuff as it is then.
  const latestItems = useRef(stuff.items);
  latestItems.current = stuff.items;

  const placeItem = (item: ItemSummary, slot: Slot) => {
    update((current) => applyAssignments(current, [{ slot, itemId: item.id }]));
    rememberItems([item]);
    setPending(null);
    showAlert('success', t('builder.added', { item: localized(item.name, lang), slot: t(`slot.${slot}`) }));
    if (returnsToStuffAfterEquip(item.category, returnToStuff)) {
      // Back at the top of the stuff, where the new item shows, not at the list's scroll position.
      void Promise.resolve(navigate(tabPath('overview'))).then(() => window.scrollTo({ top: 0 }));
    } else {
      onPlacedAndStaying?.(slot, { ...latestItems.current, [slot]: item.id });
    }
  };

  /** Equips `item`: into `target` when given and the item fits it (the slot the picker was opened from), else where it goes. */
  const equipItem = (item: ItemSummary, target?: Slot) => {
    const name = localized(item.name, lang);
    const placed = { id: item.id, category: item.category, setId: item.set_id };
    const plan = target ? planEquipAt(stuff.items, placed, target) : planEquip(stuff.items, placed);
    switch (plan.kind) {
      case 'unwearable':
        showAlert('error', t('builder.equip.unwearable', { item: name }));
        return;
      case 'already-worn':
        showAlert('warning', t('builder.equip.alreadyWorn', { item: name, slot: t(`slot.${plan.slot}`) }));
        return;
      case 'choose':
        setPending({ kind: 'choose-slot', item, group: plan.group, slots: plan.slots });
        return;
      case 'equip':
        placeItem(item, plan.slot);
    }
  };

  const applySet = (set: SetSummary, plan: SetLoadPlan, onlyEmptySlots: boolean) => {
    update((current) => applyAssignments(current, plan.assignments, { onlyEmptySlots }));
    setPending(null);
    const placed = onlyEmptySlots ? plan.assignments.filter((assignment) => assignment.replaces === undefined).length : plan.assignments.length;
    showAlert('success', t('builder.set.added', { set: localized(set.name, lang), count: placed }));
    if (plan.unplaced.length > 0) showAlert('warning', t('builder.set.unplaced', { count: plan.unplaced.length }));
  };

  const equipSet = async (set: SetSummary) => {
    setLoadingSetId(set.id);
    try {
      const detail = await queryClient.fetchQuery(setDetailQueryOptions(SITE_VARIANT, set.id));
      const pieces = detail.items ?? [];
      rememberItems(pieces);
      const plan = planSetLoad(
        latestItems.current,
        pieces.map((piece) => ({ id: piece.id, category: piece.category, setId: piece.set_id })),
      );
      if (replacementsOf(plan.assignments).length > 0) setPending({ kind: 'confirm-set', set, plan });
      else applySet(set, plan, false);
    } catch {
      showAlert('error', t('builder.set.failed', { set: localized(set.name, lang) }));
    } finally {
      setLoadingSetId(null);
    }
  };

  return {
    pending,
    loadingSetId,
    equipItem,
    equipSet: (set: SetSummary) => void equipSet(set),
    chooseSlot: (slot: Slot) => pending?.kind === 'choose-slot' && placeItem(pending.item, slot),
    confirmSet: (onlyEmptySlots: boolean) => pending?.kind === 'confirm-set' && applySet(pending.set, pending.plan, onlyEmptySlots),
    cancel: () => setPending(null),
  };
}
