/**
 * The item picker opened from a slot (issue 14 §1): clicking an empty slot of the stuff opens the
 * items tab on what that slot takes (the hat slot: hats; a ring slot: rings; a Dofus slot: Dofus,
 * trophies and prysmaradites…, from the one slot table `game/slots.ts`), for the draft's class and
 * up to its level. The URL carries the slot (`?slot=a2`) and the list kind (`kind=cosmetic`), next
 * to the list's own filters (`include`, `class`, `level_max`), so a reload or the back button keeps
 * the view; equipping from it puts the item in that very slot. Pure functions: unit-tested in
 * tests/unit/web/slot-picker.test.ts.
 */
import { CLOTH_CATEGORIES, COSMETIC_KEYS, findCategory } from '#contract/categories';
import { CATEGORY_GROUP, SLOT_GROUPS, SLOTS, slotsForCategory, type Slot, type SlotGroup } from '#game/slots';

/** The lists of the items tab: equipment, weapons, ceremonial pieces and sets. */
export const PICKER_KINDS = ['item', 'weapon', 'cosmetic', 'cloth'] as const;
export type PickerKind = (typeof PICKER_KINDS)[number];

export const SLOT_PARAM = 'slot';
export const KIND_PARAM = 'kind';

/** One list a slot can be filled from, and the sub-types (`include`) that narrow it to the slot. */
export interface SlotListChoice {
  kind: PickerKind;
  /** The list's `include` values; empty: the whole list (every weapon for the weapon slot). */
  include: string[];
}

/** The picker's state as the URL holds it. */
export interface SlotPicker {
  slot: Slot;
  kind: PickerKind;
  /** The URL names the kind (the player chose it); else it is the slot's first list, which may give way to one with results. */
  kindChosen: boolean;
}

export function isSlot(value: string | null | undefined): value is Slot {
  return value !== null && value !== undefined && (SLOTS as readonly string[]).includes(value);
}

export function slotGroupOfSlot(slot: Slot): SlotGroup {
  return (Object.keys(SLOT_GROUPS) as SlotGroup[]).find((group) => (SLOT_GROUPS[group] as readonly Slot[]).includes(slot))!;
}

/** The data categories (`hat`, `cosmetic_hat`, `trophy`…) that the slot takes, in the table's order. */
export function slotCategories(slot: Slot): string[] {
  const group = slotGroupOfSlot(slot);
  return Object.keys(CATEGORY_GROUP).filter((category) => CATEGORY_GROUP[category] === group);
}

/**
 * The lists the slot can be filled from, the first being the one it opens on: its equipment (or
 * the weapons), then its ceremonial pieces, then the sets holding a piece of it. Equipment is named
 * by its spec code (`ch`, `an`, `do`…), as the list's type filter names it; ceremonial pieces by
 * their data key.
 */
export function slotListChoices(slot: Slot): SlotListChoice[] {
  const categories = slotCategories(slot);
  const choices: SlotListChoice[] = [];
  if (categories.includes('weapon')) choices.push({ kind: 'weapon', include: [] });
  const equipment = categories.filter((category) => category !== 'weapon' && !COSMETIC_KEYS.includes(category));
  const codes = equipment.flatMap((category) => {
    const code = findCategory(category)?.code;
    return code ? [code] : [];
  });
  if (codes.length > 0) choices.push({ kind: 'item', include: codes });
  const cosmetics = categories.filter((category) => COSMETIC_KEYS.includes(category));
  if (cosmetics.length > 0) choices.push({ kind: 'cosmetic', include: cosmetics });
  const clothCodes = CLOTH_CATEGORIES.filter((entry) => entry.keys.some((key) => categories.includes(key))).map((entry) => entry.code);
  if (clothCodes.length > 0) choices.push({ kind: 'cloth', include: clothCodes });
  return choices;
}

export function slotListChoice(slot: Slot, kind: PickerKind): SlotListChoice | undefined {
  return slotListChoices(slot).find((choice) => choice.kind === kind);
}

/** The picker of a URL query; null when it names no slot (the items tab as a plain list). */
export function pickerFromSearch(search: URLSearchParams | string): SlotPicker | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const slot = params.get(SLOT_PARAM);
  if (!isSlot(slot)) return null;
  const choices = slotListChoices(slot);
  const kind = params.get(KIND_PARAM);
  const chosen = choices.find((choice) => choice.kind === kind);
  return { slot, kind: (chosen ?? choices[0]).kind, kindChosen: chosen !== undefined };
}

/** What the picker filters on from the draft: its class and level. */
export interface PickerCharacter {
  classId: number;
  level: number;
}

/**
 * The URL query that opens the picker on `slot` (its `kind` list, else its first one), narrowed to
 * the slot's sub-types, the character's class and its level (items up to it). The list's
 * parameters come first, in the list's own order, so its canonical query is a prefix of this one.
 */
export function slotPickerSearch(slot: Slot, kind: PickerKind | undefined, character: PickerCharacter): URLSearchParams {
  const params = new URLSearchParams();
  const choice = (kind && slotListChoice(slot, kind)) || slotListChoices(slot)[0];
  params.set('class', String(character.classId));
  params.set('level_max', String(character.level));
  if (choice.include.length > 0) params.set('include', choice.include.join('-'));
  params.set(SLOT_PARAM, slot);
  if (kind) params.set(KIND_PARAM, choice.kind);
  return params;
}

/** The query with the picker's slot (and its kind, when chosen) put back: a list change writes its own filters only. */
export function withPicker(search: string, picker: SlotPicker): string {
  const params = new URLSearchParams(search);
  params.set(SLOT_PARAM, picker.slot);
  if (picker.kindChosen) params.set(KIND_PARAM, picker.kind);
  else params.delete(KIND_PARAM);
  return params.toString();
}

/**
 * The query of the slot's `kind` list: the other filters kept (class, level, text…), the sub-types
 * those of that list, back to page 1.
 */
export function withKind(search: string, slot: Slot, kind: PickerKind): string {
  const params = new URLSearchParams(search);
  const choice = slotListChoice(slot, kind) ?? slotListChoices(slot)[0];
  params.delete('include');
  params.delete('exclude');
  params.delete('page');
  params.delete(SLOT_PARAM);
  params.delete(KIND_PARAM);
  if (choice.include.length > 0) params.set('include', choice.include.join('-'));
  params.set(SLOT_PARAM, slot);
  params.set(KIND_PARAM, choice.kind);
  return params.toString();
}

/** The query without the picker's own parameters. */
export function withoutPicker(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SLOT_PARAM);
  params.delete(KIND_PARAM);
  return params.toString();
}

/** The filters the picker set that the query still holds, for the chips that show and remove them. */
export interface PickerFilters {
  classId: number | null;
  levelMax: number | null;
  include: string[];
}

export function pickerFilters(search: URLSearchParams | string): PickerFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const number = (name: string) => {
    const raw = params.get(name);
    return raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  };
  const include = params.get('include');
  return { classId: number('class'), levelMax: number('level_max'), include: include ? include.split('-').filter(Boolean) : [] };
}

/** The query without one of the picker's filters. */
export function withoutFilter(search: string, filter: keyof PickerFilters): string {
  const params = new URLSearchParams(search);
  params.delete({ classId: 'class', levelMax: 'level_max', include: 'include' }[filter]);
  params.delete('page');
  return params.toString();
}

/**
 * The slot an item picked from the slot's list goes to: that slot when the item fits it (a ring
 * from the second ring slot goes to a2), else none (the usual placement applies).
 */
export function targetSlotFor(picker: SlotPicker | null, category: string): Slot | undefined {
  if (!picker) return undefined;
  return slotsForCategory(category).includes(picker.slot) ? picker.slot : undefined;
}

/**
 * After an item went into `filled` while the picker stays open (Dofus come several in a row), the
 * next empty slot of the same group, if any: the picker moves on to it.
 */
export function nextEmptySlot(filled: Slot, items: Partial<Record<Slot, number>>): Slot | undefined {
  const slots = SLOT_GROUPS[slotGroupOfSlot(filled)] as readonly Slot[];
  return slots.find((slot) => slot !== filled && items[slot] === undefined);
}
