/**
 * The Bombminator's rules (game/bombs.ts): the board, walls, Combo actions, explosions and chain
 * reactions, grades by level (bombs.md §3) on the real bomb records (tests/fixtures/bombs), and the
 * damage of a single bomb equal to the engine's spell damage (WASM and plain-TS reference).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BOARD_SIZE,
  BOMB_ELEMENTS,
  BOMB_SETTINGS,
  BOMB_SETTING_KEYS,
  BOMB_SPELLS,
  BombInputError,
  COMBO_ACTION_KINDS,
  COMBO_MAX,
  aligned,
  bombReport,
  bombSpellLevel,
  bombWalls,
  cellDistance,
  cellsBetween,
  comboScaled,
  damageRequests,
  gradeForLevel,
  runBombminator,
  simulate,
  type BoardBomb,
  type BoardState,
  type BombElement,
  type HitDamage,
} from '#game/bombs';
import { buildCatalog, type Catalog, type CatalogSpell, type RawSpell } from '#engine/src/catalog.ts';
import { createEngine } from '#engine/src/index.ts';
import type { Engine } from '#engine/src/engine.ts';
import { referenceSpellLevelDamage } from '#engine/reference/damage.ts';
import { CatalogSchema } from '#contract/catalog';
import { REPO_ROOT, fixtureCatalog, hasRealData, realCatalog } from '../../support/catalogs.ts';
import { stuffArbitrary } from '../../support/stuff-arbitrary.ts';

const BOMB_RECORDS = JSON.parse(readFileSync(resolve(REPO_ROOT, 'tests/fixtures/bombs/dofus-bomb-spells.json'), 'utf8')) as RawSpell[];

const cellArbitrary = fc.record({ x: fc.integer({ min: 0, max: BOARD_SIZE - 1 }), y: fc.integer({ min: 0, max: BOARD_SIZE - 1 }) });

/** Bombs on distinct cells, at most three per element, Combo I–XV. */
const bombsArbitrary = (max = 12): fc.Arbitrary<BoardBomb[]> =>
  fc
    .uniqueArray(fc.record({ cell: cellArbitrary, element: fc.constantFrom(...BOMB_ELEMENTS), combo: fc.integer({ min: 1, max: COMBO_MAX }) }), {
      maxLength: max,
      selector: (bomb) => `${bomb.cell.x},${bomb.cell.y}`,
    })
    .map((list) => {
      const counts = new Map<BombElement, number>();
      return list
        .filter((bomb) => {
          const count = (counts.get(bomb.element) ?? 0) + 1;
          counts.set(bomb.element, count);
          return count <= BOMB_SETTINGS.maxBombsPerElement.value;
        })
        .map((bomb, index) => ({ ...bomb, id: `b${index}` }));
    });

const board = (bombs: BoardBomb[], targets: BoardState['targets'] = []): BoardState => ({
  rogue: null,
  bombs,
  targets,
  variants: { fire: 'base', air: 'base', water: 'base', earth: 'base' },
});

const bomb = (id: string, element: BombElement, x: number, y: number, combo = 1): BoardBomb => ({ id, element, cell: { x, y }, combo });

describe('board geometry', () => {
  it('measures the game distance and the lines by example', () => {
    expect(cellDistance({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(7);
    expect(aligned({ x: 2, y: 5 }, { x: 2, y: 9 })).toBe(true);
    expect(aligned({ x: 2, y: 5 }, { x: 3, y: 6 })).toBe(false);
    expect(aligned({ x: 2, y: 5 }, { x: 2, y: 5 })).toBe(false);
    expect(cellsBetween({ x: 2, y: 5 }, { x: 2, y: 8 })).toEqual([
      { x: 2, y: 6 },
      { x: 2, y: 7 },
    ]);
  });

  it('the cells between two aligned cells are their distance − 1, all on the line', () => {
    fc.assert(
      fc.property(cellArbitrary, cellArbitrary, (a, b) => {
        const between = cellsBetween(a, b);
        if (!aligned(a, b)) {
          expect(between).toEqual([]);
          return;
        }
        expect(between).toHaveLength(cellDistance(a, b) - 1);
        for (const cell of between) {
          expect(cellDistance(a, cell) + cellDistance(cell, b)).toBe(cellDistance(a, b));
          expect(cell.x === a.x || cell.y === a.y).toBe(true);
        }
      }),
    );
  });
});

describe('walls', () => {
  it('forms for aligned same-element pairs within 6 cells, by example', () => {
    const walls = bombWalls([bomb('a', 'fire', 1, 1), bomb('b', 'fire', 1, 7), bomb('c', 'fire', 8, 1), bomb('d', 'air', 1, 4)]);
    // a–b: 6 apart, same line; a–c: 7 apart; the air bomb between a and b does not block a fire wall.
    expect(walls.map((wall) => wall.bombs)).toEqual([['a', 'b']]);
    expect(walls[0].cells).toHaveLength(5);
    expect(bombWalls([bomb('a', 'water', 3, 3), bomb('b', 'water', 4, 4)])).toEqual([]);
  });

  it('a bomb of the same element between two others splits their wall in two', () => {
    const walls = bombWalls([bomb('a', 'earth', 0, 0), bomb('b', 'earth', 0, 2), bomb('c', 'earth', 0, 4)]);
    expect(walls.map((wall) => wall.bombs)).toEqual([
      ['a', 'b'],
      ['b', 'c'],
    ]);
  });

  it('forms exactly for aligned same-element pairs within range with no same-element bomb between', () => {
    fc.assert(
      fc.property(bombsArbitrary(), (bombs) => {
        const walls = bombWalls(bombs);
        const key = (a: string, b: string) => [a, b].sort().join('|');
        const formed = new Set(walls.map((wall) => key(...wall.bombs)));
        expect(formed.size).toBe(walls.length);
        for (const a of bombs) {
          for (const b of bombs) {
            if (a.id >= b.id) continue;
            const between = cellsBetween(a.cell, b.cell);
            const expected =
              a.element === b.element &&
              aligned(a.cell, b.cell) &&
              cellDistance(a.cell, b.cell) <= 6 &&
              !bombs.some((other) => other.element === a.element && between.some((cell) => cell.x === other.cell.x && cell.y === other.cell.y));
            expect(formed.has(key(a.id, b.id)), `${a.id}-${b.id}`).toBe(expected);
          }
        }
        for (const wall of walls) {
          const [a, b] = wall.bombs.map((id) => bombs.find((entry) => entry.id === id)!);
          expect(wall.cells).toEqual(cellsBetween(a.cell, b.cell));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('moving a bomb off the line removes the wall', () => {
    const before = bombWalls([bomb('a', 'fire', 2, 2), bomb('b', 'fire', 2, 5)]);
    const after = bombWalls([bomb('a', 'fire', 2, 2), bomb('b', 'fire', 3, 5)]);
    expect(before).toHaveLength(1);
    expect(after).toHaveLength(0);
  });
});

describe('explosions and chain reactions', () => {
  it('sets off the bombs within the area, nearest first, and hits the targets in it', () => {
    const state = board([bomb('a', 'fire', 5, 5), bomb('b', 'air', 5, 7), bomb('c', 'water', 6, 5), bomb('d', 'earth', 5, 9), bomb('e', 'fire', 12, 12)], [
      { id: 't', cell: { x: 5, y: 6 }, resistPercent: {} },
    ]);
    const run = simulate(state, [{ kind: 'detonator', bombId: 'a' }]);
    expect(run.explosions.map((explosion) => [explosion.bombId, explosion.part, explosion.setOffBy])).toEqual([
      ['a', 'explosion', null],
      ['c', 'chain_reaction', 'a'],
      ['b', 'chain_reaction', 'a'],
      ['d', 'chain_reaction', 'b'],
    ]);
    expect(run.combos.a).toBe(2);
    expect(run.explosions[0].targets).toEqual([{ targetId: 't', distance: 1 }]);
  });

  it('never loops and explodes each bomb at most once; Combo stays within I–XV', () => {
    const actionsArbitrary = (bombs: BoardBomb[]) =>
      fc.array(fc.record({ kind: fc.constantFrom(...COMBO_ACTION_KINDS), bombId: fc.constantFrom(...bombs.map((entry) => entry.id)) }), { maxLength: 8 });
    fc.assert(
      fc.property(
        bombsArbitrary().filter((bombs) => bombs.length > 0).chain((bombs) => fc.tuple(fc.constant(bombs), actionsArbitrary(bombs))),
        ([bombs, actions]) => {
          let run;
          try {
            run = simulate(board(bombs), actions);
          } catch (error) {
            // Only an action on a bomb that already went off is refused.
            expect(error).toBeInstanceOf(BombInputError);
            expect((error as BombInputError).code).toBe('bomb_gone');
            return;
          }
          const ids = run.explosions.map((explosion) => explosion.bombId);
          expect(new Set(ids).size).toBe(ids.length);
          expect(ids.length).toBeLessThanOrEqual(bombs.length);
          for (const combo of Object.values(run.combos)) {
            expect(combo).toBeGreaterThanOrEqual(1);
            expect(combo).toBeLessThanOrEqual(COMBO_MAX);
          }
          // Every chain reaction was set off by an earlier explosion within the area.
          run.explosions.forEach((explosion, index) => {
            if (explosion.part === 'explosion') {
              expect(explosion.setOffBy).toBeNull();
              return;
            }
            const parent = run.explosions.findIndex((other) => other.bombId === explosion.setOffBy);
            expect(parent).toBeGreaterThanOrEqual(0);
            expect(parent).toBeLessThan(index);
            const cellOf = (id: string) => bombs.find((entry) => entry.id === id)!.cell;
            expect(cellDistance(cellOf(explosion.bombId), cellOf(explosion.setOffBy!))).toBeLessThanOrEqual(BOMB_SETTINGS.explosionRadius.value);
          });
          // Every bomb within reach of an exploded one has exploded too (the chain is complete).
          const exploded = new Set(ids);
          for (const id of exploded) {
            const cell = bombs.find((entry) => entry.id === id)!.cell;
            for (const other of bombs) if (cellDistance(cell, other.cell) <= BOMB_SETTINGS.explosionRadius.value) expect(exploded.has(other.id)).toBe(true);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('refuses boards the game cannot hold', () => {
    const four = [0, 2, 4, 6].map((x, index) => bomb(`f${index}`, 'fire', x, 0));
    expect(() => simulate(board(four), [])).toThrow(expect.objectContaining({ code: 'too_many_bombs' }));
    expect(() => simulate(board([bomb('a', 'fire', 14, 0)]), [])).toThrow(expect.objectContaining({ code: 'off_board' }));
    expect(() => simulate(board([bomb('a', 'fire', 1, 1), bomb('b', 'air', 1, 1)]), [])).toThrow(expect.objectContaining({ code: 'cell_taken' }));
    expect(() => simulate(board([bomb('a', 'fire', 1, 1, 16)]), [])).toThrow(expect.objectContaining({ code: 'invalid_combo' }));
    expect(() => simulate(board([bomb('a', 'fire', 1, 1)]), [{ kind: 'kaboom', bombId: 'zz' }])).toThrow(expect.objectContaining({ code: 'unknown_bomb' }));
  });
});

describe('grades and base damage (real bomb records)', () => {
  let spells: CatalogSpell[];
  beforeAll(() => {
    spells = buildCatalog('dofus', 'test', { items: [], weapons: [], sets: [], classes: [], spells: BOMB_RECORDS }).spells;
  });
  const spell = (id: number) => spells.find((entry) => entry.id === id)!;

  it('unlocks grades at the levels of bombs.md §3', () => {
    const unlocks: [number, number[]][] = [
      [BOMB_SPELLS.fire.base, [1, 67, 133]],
      [BOMB_SPELLS.air.base, [1, 68, 134]],
      [BOMB_SPELLS.water.base, [30, 97, 164]],
      [BOMB_SPELLS.earth.base, [25, 92, 159]],
    ];
    for (const [id, levels] of unlocks) {
      levels.forEach((level, index) => {
        expect(gradeForLevel(spell(id), level), `${id} at ${level}`).toBe(index + 1);
        if (level > 1) expect(gradeForLevel(spell(id), level - 1), `${id} at ${level - 1}`).toBe(index === 0 ? null : index);
      });
      expect(gradeForLevel(spell(id), 200)).toBe(3);
    }
    // Resilient variants: two grades (one for water and earth), bombs.md §3 / data.
    expect(gradeForLevel(spell(BOMB_SPELLS.fire.resilient), 99)).toBeNull();
    expect(gradeForLevel(spell(BOMB_SPELLS.fire.resilient), 200)).toBe(2);
    expect(gradeForLevel(spell(BOMB_SPELLS.water.resilient), 200)).toBe(1);
  });

  it('reads the explosion and wall lines of bombs.md §3 and raises them by Combo', () => {
    expect(bombSpellLevel(spell(BOMB_SPELLS.fire.base), 3, 'explosion', 1)?.hits).toEqual([['damage', 'fire', 17, 19]]);
    expect(bombSpellLevel(spell(BOMB_SPELLS.earth.base), 1, 'explosion', 1)?.hits).toEqual([['damage', 'earth', 12, 13]]);
    expect(bombSpellLevel(spell(BOMB_SPELLS.fire.base), 2, 'wall', 1)?.hits).toEqual([['damage', 'fire', 24, 27]]);
    const offTurn = { ...BOMB_SETTINGS, wallOffTurn: { value: true, source: 'B3' as const } };
    expect(bombSpellLevel(spell(BOMB_SPELLS.air.base), 3, 'wall', 1, offTurn)?.hits).toEqual([['damage', 'air', 12, 14]]);
    // Combo V at 10 % per level: × 1.4.
    expect(bombSpellLevel(spell(BOMB_SPELLS.fire.base), 3, 'explosion', 5)?.hits).toEqual([['damage', 'fire', 23, 26]]);
    expect(comboScaled(17, 1)).toBe(17);
    expect(bombSpellLevel(spell(BOMB_SPELLS.fire.base), 4, 'explosion', 1)).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 1, max: COMBO_MAX - 1 }), (value, combo) => {
        expect(comboScaled(value, combo + 1)).toBeGreaterThanOrEqual(comboScaled(value, combo));
      }),
    );
  });

  it('names every setting with its value and a source or "proposal"', () => {
    for (const key of BOMB_SETTING_KEYS) {
      expect(['B1', 'B2', 'B3', 'B5', 'proposal']).toContain(BOMB_SETTINGS[key].source);
      expect(BOMB_SETTINGS[key].value).toBeDefined();
    }
  });
});

describe('damage through the engine', () => {
  let catalog: Catalog;
  let engine: Engine;
  beforeAll(async () => {
    const fixtures = await fixtureCatalog('dofus');
    const extra = buildCatalog('dofus', fixtures.version, { items: [], weapons: [], sets: [], classes: [], spells: BOMB_RECORDS });
    // A catalogue spell holding a bomb's explosion lines, to compare the ad-hoc level with a catalogue one.
    const explobomb = extra.spells.find((entry) => entry.id === BOMB_SPELLS.fire.base)!;
    const asCatalogSpell: CatalogSpell = {
      id: 999_001,
      classId: 13,
      levels: [1, 2, 3].map((grade) => bombSpellLevel(explobomb, grade, 'explosion', 1)!),
    };
    catalog = { ...fixtures, spells: [...fixtures.spells, ...extra.spells, asCatalogSpell] };
    engine = await createEngine({ variant: 'dofus', catalog });
  });

  it('a single bomb deals the engine spell damage of its line, WASM ≡ reference', () => {
    const explobomb = catalog.spells.find((entry) => entry.id === BOMB_SPELLS.fire.base)!;
    fc.assert(
      fc.property(
        stuffArbitrary(catalog),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: -50, max: 100 }),
        fc.boolean(),
        (stuff, grade, fire, atDistance) => {
          const level = bombSpellLevel(explobomb, grade, 'explosion', 1)!;
          const target = { resistPercent: { fire } };
          const adHoc = engine.spellLevelDamage(stuff, explobomb.id, level, target, { atDistance });
          const catalogued = engine.spellDamage(stuff, 999_001, grade, target, { atDistance });
          expect({ ...adHoc, spellId: 0 }).toEqual({ ...catalogued, spellId: 0 });
          expect(adHoc).toEqual(referenceSpellLevelDamage(catalog, stuff, explobomb.id, level, target, { atDistance }));
          // And a catalogue spell computed after an ad-hoc level is unchanged.
          expect(engine.spellDamage(stuff, 999_001, grade, target, { atDistance })).toEqual(catalogued);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the report sums, per target, the explosions that reach it and the walls it stands in', () => {
    const stuff = { classId: 13, level: 200, points: { intelligence: 300 }, items: {} };
    const state = board([bomb('a', 'fire', 4, 4, 3), bomb('b', 'fire', 4, 7), bomb('c', 'air', 5, 4)], [
      { id: 't', cell: { x: 4, y: 6 }, resistPercent: { fire: 10 } },
    ]);
    const run = simulate(state, [{ kind: 'detonator', bombId: 'a' }]);
    expect(run.walls.map((wall) => wall.bombs)).toEqual([['a', 'b']]);
    const spellOf = (element: BombElement) => catalog.spells.find((entry) => entry.id === BOMB_SPELLS[element].base)!;
    const results = new Map<string, HitDamage>();
    for (const request of damageRequests(state, run)) {
      const spell = spellOf(request.element);
      const level = bombSpellLevel(spell, gradeForLevel(spell, 200)!, request.part, request.combo)!;
      const damage = engine.spellLevelDamage(stuff, spell.id, level, { resistPercent: state.targets[0].resistPercent }, { atDistance: request.atDistance });
      results.set(request.key, { normal: damage.lines[0].normal!, critical: damage.lines[0].critical! });
    }
    const [report] = bombReport(state, run, (key) => results.get(key)!);
    // a (Combo IV after Détonateur) reaches t at distance 2, sets off c (adjacent), which reaches t at 3: no.
    // b stays; t stands in the a–b wall.
    expect(report.hits.map((hit) => [hit.kind, hit.element, hit.combo, hit.counted])).toEqual([
      ['explosion', 'fire', 4, true],
      ['wall', 'fire', 1, true],
    ]);
    const explosion = engine.spellLevelDamage(stuff, BOMB_SPELLS.fire.base, bombSpellLevel(spellOf('fire'), 3, 'explosion', 4)!, { resistPercent: { fire: 10 } }, { atDistance: true });
    const wall = engine.spellLevelDamage(stuff, BOMB_SPELLS.fire.base, bombSpellLevel(spellOf('fire'), 3, 'wall', 1)!, { resistPercent: { fire: 10 } }, { atDistance: true });
    expect(report.total.normal.min).toBe(explosion.lines[0].normal!.min + wall.lines[0].normal!.min);
    expect(report.total.critical.max).toBe(explosion.lines[0].critical!.max + wall.lines[0].critical!.max);
    expect(report.total.normal.average).toBeCloseTo(explosion.lines[0].normal!.average + wall.lines[0].normal!.average, 9);
  });

  it('runs a whole board for a character: grades from its level, every hit by the engine', () => {
    const stuff = { classId: 13, level: 200, points: { intelligence: 200, agility: 100 }, items: {} };
    const state = board([bomb('a', 'fire', 4, 4, 2), bomb('b', 'fire', 4, 8), bomb('c', 'air', 5, 4)], [{ id: 't', cell: { x: 4, y: 5 }, resistPercent: { fire: 20, air: -10 } }]);
    const spells = catalog.spells.filter((spell) => spell.bomb);
    const damage = (spellId: number, level: Parameters<typeof engine.spellLevelDamage>[2], resistPercent: object, atDistance: boolean) => {
      const line = engine.spellLevelDamage(stuff, spellId, level, { resistPercent }, { atDistance }).lines[0];
      return { normal: line.normal!, critical: line.critical! };
    };
    const result = runBombminator(spells, 200, state, [{ kind: 'cast_on_bomb', bombId: 'a' }], damage);
    expect(result.grades.map((entry) => [entry.element, entry.spellId, entry.grade])).toEqual([
      ['fire', 13444, 3],
      ['air', 13435, 3],
      ['water', 13436, 3],
      ['earth', 13491, 3],
    ]);
    expect(result.simulation.explosions.map((explosion) => explosion.bombId)).toEqual(['a', 'c']);
    const [report] = result.reports;
    const fire = engine.spellLevelDamage(stuff, 13444, bombSpellLevel(spells.find((spell) => spell.id === 13444)!, 3, 'explosion', 3)!, { resistPercent: { fire: 20 } }, { atDistance: false });
    expect(report.hits[0].damage.normal).toEqual(fire.lines[0].normal);
    // A level-20 character has not unlocked the water bomb (level 30, bombs.md §3).
    const water = board([bomb('w', 'water', 1, 1)]);
    expect(() => runBombminator(spells, 20, water, [], damage)).toThrow(expect.objectContaining({ code: 'not_unlocked' }));
    expect(() => runBombminator(spells, 99, { ...water, variants: { ...water.variants, water: 'resilient' } }, [], damage)).toThrow(
      expect.objectContaining({ code: 'not_unlocked' }),
    );
  });
});

describe.runIf(hasRealData)('the real Dofus 2 catalogue', () => {
  it('carries the eight bomb spells with their base damage and unlock levels', async () => {
    const catalog = await realCatalog('dofus');
    const bombs = catalog.spells.filter((spell) => spell.bomb);
    expect(bombs.map((spell) => spell.id).sort()).toEqual(Object.values(BOMB_SPELLS).flatMap((entry) => [entry.base, entry.resilient]).sort());
    for (const spell of bombs) {
      expect(spell.classId).toBe(13);
      expect(spell.bomb!.explosion.length).toBe(spell.levels.length);
      expect(spell.levels.every((level) => (level.minPlayerLevel ?? 0) >= 1)).toBe(true);
    }
    expect(CatalogSchema.safeParse(catalog).success).toBe(true);
  });
});
