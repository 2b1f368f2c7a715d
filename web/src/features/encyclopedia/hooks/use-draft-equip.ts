/**
 * "Equip in my draft" from the item and set pages (issue 14 §3): the visitor's local draft (the
 * builder's own store) changed with the builder's slot rules; a full ring or Dofus group asks which
 * one to replace, a set that would replace worn items asks first. What happened is kept as a
 * report (the page says what went where and what it replaced, and links to the builder).
 */
import { useState } from 'react';
import type { Slot } from '#game/slots';
import type { LocalizedText } from '#contract/common';
import type { ItemSummary } from '#contract/items';
import type { SetDetail } from '#contract/sets';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { useItemsByIds } from '#web/entities/item/api/items.ts';
import { useLocalDraftStuff } from '#web/entities/stuff/hooks/use-local-draft-stuff.ts';
import { applyDraftEquip, changeFor, planDraftEquip, type DraftItem } from '#web/entities/stuff/model/draft-equip.ts';
import {
  applyAssignments,
  planSetLoad,
  replacementsOf,
  type ChoiceGroup,
  type SetLoadPlan,
} from '#web/entities/stuff/model/slot-assignment.ts';

/** A worn item the report names: its name as known when it was taken off (null if not loaded yet). */
export interface NamedItem {
  id: number;
  name: LocalizedText | null;
}

export type DraftReport =
  | { kind: 'equipped'; itemId: number; slot: Slot; replaced?: NamedItem; removed: NamedItem[] }
  | { kind: 'already-worn'; itemId: number; slot: Slot }
  | { kind: 'unwearable'; itemId: number }
  | { kind: 'set-equipped'; placed: number; alreadyWorn: number; replaced: NamedItem[]; unplaced: number };

export type PendingChoice =
  | { kind: 'choose-slot'; item: DraftItem; group: ChoiceGroup; slots: Slot[] }
  | { kind: 'confirm-set'; plan: SetLoadPlan };

export function useDraftEquip() {
  const { stuff, update } = useLocalDraftStuff();
  const [pending, setPending] = useState<PendingChoice | null>(null);
  const [report, setReport] = useState<DraftReport | null>(null);
  // The names of what the draft wears: the choice dialog and the report name what is replaced.
  const worn = useItemsByIds(SITE_VARIANT, Object.values(stuff.items));
  const wornById = new Map<number, ItemSummary>((worn.data ?? []).map((item) => [item.id, item]));
  const named = (id: number): NamedItem => ({ id, name: wornById.get(id)?.name ?? null });

  const place = (item: DraftItem, slot: Slot) => {
    const change = changeFor(stuff.items, item, slot);
    update((current) => applyDraftEquip(current, change));
    setPending(null);
    setReport({
      kind: 'equipped',
      itemId: item.id,
      slot,
      ...(change.replaced !== undefined ? { replaced: named(change.replaced) } : {}),
      removed: change.removed.map((entry) => named(entry.itemId)),
    });
  };

  const equipItem = (item: DraftItem) => {
    const plan = planDraftEquip(stuff.items, item);
    switch (plan.kind) {
      case 'unwearable':
        setReport({ kind: 'unwearable', itemId: item.id });
        return;
      case 'already-worn':
        setReport({ kind: 'already-worn', itemId: item.id, slot: plan.slot });
        return;
      case 'choose':
        setReport(null);
        setPending({ kind: 'choose-slot', item, group: plan.group, slots: plan.slots });
        return;
      case 'equip':
        place(item, plan.change.slot);
    }
  };

  const applySet = (plan: SetLoadPlan, onlyEmptySlots: boolean) => {
    update((current) => applyAssignments(current, plan.assignments, { onlyEmptySlots }));
    setPending(null);
    const applied = onlyEmptySlots ? plan.assignments.filter((assignment) => assignment.replaces === undefined) : plan.assignments;
    const skipped = plan.assignments.length - applied.length;
    setReport({
      kind: 'set-equipped',
      placed: applied.length,
      alreadyWorn: plan.alreadyWorn.length,
      replaced: replacementsOf(applied).map((assignment) => named(assignment.replaces!)),
      unplaced: plan.unplaced.length + skipped,
    });
  };

  const equipSet = (set: SetDetail) => {
    const pieces = set.items ?? [];
    const plan = planSetLoad(
      stuff.items,
      pieces.map((piece) => ({ id: piece.id, category: piece.category, setId: piece.set_id })),
    );
    if (replacementsOf(plan.assignments).length > 0) {
      setReport(null);
      setPending({ kind: 'confirm-set', plan });
    } else applySet(plan, false);
  };

  return {
    stuff,
    wornById,
    pending,
    report,
    equipItem,
    equipSet,
    chooseSlot: (slot: Slot) => {
      if (pending?.kind === 'choose-slot') place(pending.item, slot);
    },
    confirmSet: (onlyEmptySlots: boolean) => {
      if (pending?.kind === 'confirm-set') applySet(pending.plan, onlyEmptySlots);
    },
    cancel: () => setPending(null),
  };
}
