/**
 * Weapon and spell damage: the WASM engine (sheet kernel + damage kernel, one call) against the
 * TypeScript reference (reference sheet + plain loops), on the same stuff, target and spell. One stuff
 * per variant (the builder's path, marshalling included), and 10,000 random armed stuffs in retro.
 * Uses the full catalogues of DATA_DIR, or the fixtures without them.
 */
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import type { Catalog } from '#engine/src/catalog.ts';
import type { Target } from '#game/damage-types';
import { createEngine } from '#engine/src/index.ts';
import type { Engine } from '#engine/src/engine.ts';
import { referenceSpellDamage, referenceWeaponDamage } from '#engine/reference/damage.ts';
import type { StuffInput } from '#game/stuff';
import { fixtureCatalog, hasRealData, realCatalog } from '../tests/support/catalogs.ts';
import { stuffArbitrary } from '../tests/support/stuff-arbitrary.ts';
import { nsPerOp, reportEngineRows, type BenchRow } from './results.ts';

const RANDOM = 10_000;
const SINGLE = 20_000;
const source = hasRealData ? 'full catalogue' : 'fixtures';
const rows: BenchRow[] = [];

function same(label: string, wasm: unknown, reference: unknown): void {
  if (!isDeepStrictEqual(wasm, reference)) throw new Error(`bench: WASM and reference disagree on ${label}`);
}

async function singleRows(variant: 'retro' | 'dofus', stuff: StuffInput, target: Target, spell: [number, number]): Promise<{ catalog: Catalog; engine: Engine }> {
  const catalog = hasRealData ? await realCatalog(variant) : await fixtureCatalog(variant);
  const engine = await createEngine({ variant, catalog });
  const [spellId, level] = spell;
  same(`${variant} weaponDamage`, engine.weaponDamage(stuff, target), referenceWeaponDamage(catalog, stuff, target));
  same(`${variant} spellDamage`, engine.spellDamage(stuff, spellId, level, target), referenceSpellDamage(catalog, stuff, spellId, level, target));
  rows.push(
    {
      name: `weaponDamage one stuff, ${variant} (${source})`,
      wasm_ns_per_op: nsPerOp(SINGLE, () => { for (let i = 0; i < SINGLE; i++) engine.weaponDamage(stuff, target); }),
      ref_ns_per_op: nsPerOp(SINGLE, () => { for (let i = 0; i < SINGLE; i++) referenceWeaponDamage(catalog, stuff, target); }),
    },
    {
      name: `spellDamage one stuff, ${variant} spell ${spellId} level ${level} (${source})`,
      wasm_ns_per_op: nsPerOp(SINGLE, () => { for (let i = 0; i < SINGLE; i++) engine.spellDamage(stuff, spellId, level, target); }),
      ref_ns_per_op: nsPerOp(SINGLE, () => { for (let i = 0; i < SINGLE; i++) referenceSpellDamage(catalog, stuff, spellId, level, target); }),
    },
  );
  return { catalog, engine };
}

// A level-100 Iop with the Gobball set and its hammer (fire and earth lines); Flèche Magique level 6.
const retroStuff: StuffInput = {
  classId: 8,
  level: 100,
  points: { strength: 200, intelligence: 50, agility: 40 },
  scrolls: { strength: 100 },
  items: { ar: 2416, bo: 2422, ch: 2411, a1: 2419, ca: 2414, ce: 2428, am: 2425 },
};
const target: Target = {
  resistPercent: { neutral: 10, earth: 20, fire: -10, water: 5, air: 0 },
  resistFlat: { earth: 5, fire: 2 },
};
const { catalog: retroCatalog, engine: retroEngine } = await singleRows('retro', retroStuff, target, [161, 6]);

// A level-200 character with the Dofus 2 Twiggy Sword; Constriction grade 1 (a steal line).
await singleRows(
  'dofus',
  { classId: 8, level: 200, points: { strength: 300, agility: 100 }, boosts: { damage: 20, critical_hit: 15 }, items: { ar: 44 } },
  target,
  [12614, 1],
);

// Random stuffs, every one holding a weapon with damage lines, each against the same target.
const weapons = retroCatalog.items.filter((item) => item.weapon && (item.hits ?? []).some(([kind]) => kind === 'damage' || kind === 'steal' || kind === 'heal'));
const stuffs = fc.sample(
  fc.tuple(stuffArbitrary(retroCatalog), fc.constantFrom(...weapons.map((item) => item.id))).map(([stuff, ar]) => ({ ...stuff, items: { ...stuff.items, ar } })),
  { numRuns: RANDOM, seed: 20261122 },
);
let wasmSum = 0;
let refSum = 0;
rows.push({
  name: `weaponDamage ${RANDOM} random armed stuffs, one call each, retro (${source})`,
  wasm_ns_per_op: nsPerOp(RANDOM, () => {
    wasmSum = 0;
    for (const stuff of stuffs) wasmSum += retroEngine.weaponDamage(stuff, target)!.expectedDamage;
  }, 5),
  ref_ns_per_op: nsPerOp(RANDOM, () => {
    refSum = 0;
    for (const stuff of stuffs) refSum += referenceWeaponDamage(retroCatalog, stuff, target)!.expectedDamage;
  }, 3),
});
if (wasmSum !== refSum) throw new Error(`bench: WASM and reference disagree on the random stuffs (${wasmSum} ≠ ${refSum})`);

reportEngineRows(rows);
