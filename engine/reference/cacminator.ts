/**
 * Plain-TypeScript reference of the Cacminator: the oracle of its property tests and the baseline of
 * its benchmark. For every weapon it builds the stuff with that weapon and calls the damage and
 * conditions references; no WASM, no record patching.
 */
import type { Catalog } from '../src/catalog.ts';
import {
  cacminatorScore,
  forgemagedHits,
  hitsInElements,
  holdsShield,
  isForgemagieLine,
  passesCatalogFilters,
  ranksBefore,
  resolveCacminatorQuery,
  stuffWithWeapon,
} from '../src/cacminator-common.ts';
import type { CacminatorEntry, CacminatorQuery, CacminatorResult } from '../../game/cacminator-types.ts';
import { referenceUnmetGroups } from './conditions.ts';
import { referenceWeaponDamage } from './damage.ts';
import { referenceComputeStats } from './stats.ts';
import type { Variant } from '../../game/variants.ts';

/** Reference of `engine.cacminator`. */
export function referenceCacminator(catalog: Catalog, query: CacminatorQuery, variant: Variant = catalog.variant): CacminatorResult {
  const resolved = resolveCacminatorQuery(variant, query);
  const { forgemagie } = resolved;
  // The preset as a catalogue of its own: every weapon's neutral line of the preset's kind converted.
  const computedCatalog: Catalog = forgemagie
    ? {
        ...catalog,
        items: catalog.items.map((item) => (item.weapon && item.hits ? { ...item, hits: [...forgemagedHits(item.hits, forgemagie)] } : item)),
      }
    : catalog;

  const weapons = catalog.items.filter((item) => item.weapon);
  const entries: CacminatorEntry[] = [];
  for (const weapon of weapons) {
    if (!passesCatalogFilters(weapon, resolved)) continue;
    const stuff = stuffWithWeapon(resolved.stuff, weapon);
    const damage = referenceWeaponDamage(computedCatalog, stuff, resolved.target, resolved.options, variant)!;
    if (resolved.elements !== null && !hitsInElements(damage, resolved.elements)) continue;
    const sheet = referenceComputeStats(computedCatalog, stuff, variant);
    const conditionsMet = referenceUnmetGroups(weapon, stuff, sheet) === 0;
    if (resolved.conditions === 'met' && !conditionsMet) continue;
    entries.push({
      weaponId: weapon.id,
      score: cacminatorScore(damage, resolved.rankBy, resolved.expectation),
      damage,
      conditionsMet,
      shieldRemoved: weapon.weapon!.twoHanded && holdsShield(resolved.stuff),
      forgemagieApplied: forgemagie !== null && (weapon.hits ?? []).some((line) => isForgemagieLine(line, forgemagie)),
    });
  }
  entries.sort((a, b) => (ranksBefore(a.score, a.weaponId, b.score, b.weaponId) ? -1 : ranksBefore(b.score, b.weaponId, a.score, a.weaponId) ? 1 : 0));
  return {
    entries: entries.slice(0, resolved.limit),
    catalogWeapons: weapons.length,
    considered: entries.length,
    availability: resolved.availability,
  };
}
