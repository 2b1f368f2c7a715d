/**
 * A private stuff's changes as the API's writes (builder-spec §7, contract/stuffs.ts): the builder
 * edits the whole `Stuff` object, the server takes one partial write per kind of change. Given the
 * stuff the server holds (`base`) and the one the builder shows (`next`), `planStuffWrites` lists the
 * writes that turn one into the other, in an order the server's rules allow (the character first,
 * then the items — which drop the forgemagie of a slot whose item changes —, then the forgemagie,
 * the characteristics and the boosts).
 *
 * The private adapter sends the first write, takes the server's answer as the new `base` and plans
 * again, so rapid changes are coalesced and the server's own normalisation (a boost replaced by one
 * of the same effect) is followed rather than fought.
 */
import type { BoostEffect, Stuff, StuffBoost } from '#contract/stuff';
import { SLOTS, type Slot } from '#game/slots';
import type { StatKey } from '#game/stats';

type StatMap = Partial<Record<StatKey, number>>;
type PrimaryMap = Stuff['points'];

export type StuffWrite =
  /** PUT private/{id}: the character (class, gender, level). */
  | { kind: 'character'; classId?: number; gender?: 0 | 1; level?: number }
  /** DELETE private/{id}/items: every item and all forgemagie go (the builder's reset). */
  | { kind: 'reset' }
  /** PUT private/{id}/item: one slot (null empties it). */
  | { kind: 'item'; slot: Slot; itemId: number | null }
  /** PUT private/{id}/items: the whole slot map (several slots changed at once: a set, an import). */
  | { kind: 'items'; items: Stuff['items'] }
  /** PUT private/{id}/fm_weapon: the weapon's lines. */
  | { kind: 'fmWeapon'; rolls: StatMap }
  /** PUT private/{id}/fm_item: one item's lines. */
  | { kind: 'fmItem'; slot: Slot; rolls: StatMap }
  /** PUT private/{id}/fm: the build-wide forgemagie. */
  | { kind: 'fm'; forgemagie: StatMap }
  /** PUT private/{id}/caracs: points and scrolls. */
  | { kind: 'caracs'; points: PrimaryMap; scrolls: PrimaryMap }
  /** DELETE api/boosts/stuff/{id}. */
  | { kind: 'removeAllBoosts' }
  /** DELETE api/boosts/stuff/{id}/effect/{effect}. */
  | { kind: 'removeBoost'; effect: BoostEffect }
  /** POST api/boosts: adds the boost, or replaces the one of the same effect. */
  | { kind: 'addBoost'; boost: StuffBoost };

/** A map without its undefined and (for stat maps) zero-less empties, keys sorted: what "equal" compares. */
function canonical(map: Readonly<Record<string, unknown>> | undefined): string {
  if (!map) return '{}';
  const entries = Object.entries(map)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}

function sameMap(a: Readonly<Record<string, unknown>> | undefined, b: Readonly<Record<string, unknown>> | undefined): boolean {
  return canonical(a) === canonical(b);
}

function cleanMap<V>(map: Readonly<Partial<Record<string, V>>> | undefined): Record<string, V> {
  const clean: Record<string, V> = {};
  for (const [key, value] of Object.entries(map ?? {})) if (value !== undefined) clean[key] = value as V;
  return clean;
}

/** The slot's rolls as the server keeps them: an empty map is no rolls. */
function slotRolls(stuff: Pick<Stuff, 'rolls'>, slot: Slot): StatMap | undefined {
  const rolls = stuff.rolls[slot];
  if (!rolls) return undefined;
  const clean = cleanMap(rolls);
  return Object.keys(clean).length === 0 ? undefined : clean;
}

function hasAny(map: Readonly<Record<string, unknown>>): boolean {
  return Object.values(map).some((value) => value !== undefined);
}

/** The boosts as the server keeps them: one per effect, the last one given winning. */
function boostsByEffect(boosts: readonly StuffBoost[]): Map<BoostEffect, StuffBoost> {
  const byEffect = new Map<BoostEffect, StuffBoost>();
  for (const boost of boosts) {
    byEffect.delete(boost.effect);
    byEffect.set(boost.effect, boost);
  }
  return byEffect;
}

function sameBoost(a: StuffBoost | undefined, b: StuffBoost | undefined): boolean {
  return a !== undefined && b !== undefined && a.value === b.value && a.count === b.count && a.active === b.active;
}

/**
 * The writes that turn `base` (the server's stuff) into `next` (the builder's). Empty when they hold
 * the same stuff as far as the server can tell (the name is metadata, changed by its own form; the
 * boosts' order is the server's).
 */
export function planStuffWrites(base: Stuff, next: Stuff): StuffWrite[] {
  const writes: StuffWrite[] = [];

  const character: Extract<StuffWrite, { kind: 'character' }> = { kind: 'character' };
  if (next.classId !== base.classId) character.classId = next.classId;
  if (next.gender !== base.gender) character.gender = next.gender;
  if (next.level !== base.level) character.level = next.level;
  if (Object.keys(character).length > 1) writes.push(character);

  // Items. What the server's rolls will be after them: a slot whose item changes loses its rolls.
  let rollsAfterItems: Stuff['rolls'] = base.rolls;
  let forgemagieAfterItems: StatMap = base.forgemagie;
  const changedSlots = SLOTS.filter((slot) => next.items[slot] !== base.items[slot]);
  const nextHasItems = hasAny(next.items);
  if (!nextHasItems && changedSlots.length > 0 && !SLOTS.some((slot) => slotRolls(next, slot)) && !hasAny(next.forgemagie)) {
    writes.push({ kind: 'reset' });
    rollsAfterItems = {};
    forgemagieAfterItems = {};
  } else if (changedSlots.length === 1) {
    const slot = changedSlots[0]!;
    writes.push({ kind: 'item', slot, itemId: next.items[slot] ?? null });
    rollsAfterItems = { ...base.rolls };
    delete rollsAfterItems[slot];
  } else if (changedSlots.length > 1) {
    writes.push({ kind: 'items', items: cleanMap(next.items) });
    rollsAfterItems = Object.fromEntries(Object.entries(base.rolls).filter(([slot]) => !changedSlots.includes(slot as Slot)));
  }

  // Forgemagie of each item, then the build-wide forgemagie.
  for (const slot of SLOTS) {
    const wanted = slotRolls(next, slot);
    if (sameMap(slotRolls({ rolls: rollsAfterItems }, slot), wanted)) continue;
    const rolls = wanted ?? {};
    writes.push(slot === 'ar' ? { kind: 'fmWeapon', rolls } : { kind: 'fmItem', slot, rolls });
  }
  if (!sameMap(forgemagieAfterItems, next.forgemagie)) writes.push({ kind: 'fm', forgemagie: cleanMap(next.forgemagie) });

  if (!sameMap(base.points, next.points) || !sameMap(base.scrolls, next.scrolls)) {
    writes.push({ kind: 'caracs', points: cleanMap(next.points), scrolls: cleanMap(next.scrolls) });
  }

  // Boosts, one per effect on the server.
  const had = boostsByEffect(base.boosts);
  const wanted = boostsByEffect(next.boosts);
  if (wanted.size === 0 && had.size > 0) {
    writes.push({ kind: 'removeAllBoosts' });
  } else {
    for (const effect of had.keys()) if (!wanted.has(effect)) writes.push({ kind: 'removeBoost', effect });
    for (const [effect, boost] of wanted) if (!sameBoost(had.get(effect), boost)) writes.push({ kind: 'addBoost', boost: { ...boost } });
  }
  return writes;
}

export function sameWrite(a: StuffWrite, b: StuffWrite): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
