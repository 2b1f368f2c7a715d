/** The workshop's arithmetic (game/crafts.ts): examples with real Retro figures, then properties. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CRAFT_DEPTH_MAX,
  buildCraftForest,
  leafLines,
  pathItems,
  progress,
  shoppingList,
  visibleRoots,
  type CraftNodeState,
  type CraftTreeNode,
  type RecipeBook,
} from '#game/crafts';

const node = (id: number, item_id: number, parent_id: number | null, extra: Partial<CraftNodeState> = {}): CraftNodeState => ({
  id,
  item_id,
  parent_id,
  quantity: 1,
  completed: false,
  folder_id: null,
  gathered: {},
  ...extra,
});

/** Retro recipes (recipes.json): a made-up parent 9000 uses Cuir de Bouftou (881) ×2 and the craftable 39 ×3. */
const RETRO: RecipeBook = new Map([
  [39, [{ item_id: 441, quantity: 1 }, { item_id: 473, quantity: 1 }]],
  [40, [{ item_id: 303, quantity: 2 }, { item_id: 473, quantity: 2 }]],
  [9000, [{ item_id: 881, quantity: 2 }, { item_id: 39, quantity: 3 }]],
]);

describe('craft forest, by example', () => {
  it('multiplies quantities down the tree and lists the leaves', () => {
    const forest = buildCraftForest([node(1, 9000, null, { quantity: 4 })], RETRO);
    const root = forest.roots[0]!;
    expect(root.ingredients.map((line) => [line.item_id, line.needed, line.craftable])).toEqual([
      [881, 8, false],
      [39, 12, true],
    ]);
    expect(shoppingList(forest.roots)).toEqual([
      { item_id: 39, needed: 12, gathered: 0, remaining: 12, used_by: [9000] },
      { item_id: 881, needed: 8, gathered: 0, remaining: 8, used_by: [9000] },
    ]);
  });

  it('an expanded ingredient crafts only what is still missing of it', () => {
    const nodes = [node(1, 9000, null, { quantity: 4, gathered: { 39: 5, 881: 20 } }), node(2, 39, 1, { gathered: { 441: 3 } })];
    const forest = buildCraftForest(nodes, RETRO);
    const line = forest.roots[0]!.ingredients[1]!;
    expect(line).toMatchObject({ needed: 12, gathered: 5, remaining: 7 });
    expect(line.child).toMatchObject({ id: 2, quantity: 7, deep: 1 });
    // 881: gathered is clamped to the need.
    expect(shoppingList(forest.roots)).toEqual([
      { item_id: 441, needed: 7, gathered: 3, remaining: 4, used_by: [39] },
      { item_id: 473, needed: 7, gathered: 0, remaining: 7, used_by: [39] },
      { item_id: 881, needed: 8, gathered: 8, remaining: 0, used_by: [9000] },
    ]);
    expect(progress(forest.roots[0]!)).toEqual({ needed: 22, remaining: 11 });
  });

  it('cuts a cycle in recipe data and reports detached nodes', () => {
    const cyclic: RecipeBook = new Map([
      [1, [{ item_id: 2, quantity: 1 }]],
      [2, [{ item_id: 1, quantity: 2 }]],
    ]);
    const forest = buildCraftForest([node(10, 1, null), node(11, 2, 10), node(12, 1, 11), node(13, 5, 99)], cyclic);
    const child = forest.roots[0]!.ingredients[0]!.child!;
    expect(child.ingredients[0]).toMatchObject({ item_id: 1, cycle: true, child: null, needed: 2 });
    expect([...forest.detached].sort()).toEqual([12, 13]);
    expect(pathItems([node(10, 1, null), node(11, 2, 10)], 11)).toEqual([1, 2]);
    expect(pathItems([node(11, 2, 10)], 11)).toBeNull();
  });

  it('hides completed crafts from the view and the list', () => {
    const forest = buildCraftForest([node(1, 39, null, { completed: true }), node(2, 40, null)], RETRO);
    expect(shoppingList(visibleRoots(forest, true)).map((line) => line.item_id)).toEqual([303, 473]);
    expect(visibleRoots(forest, false)).toHaveLength(2);
  });
});

// Random recipe graphs over a few items (cycles allowed) and random craft nodes.
const ITEMS = 8;
const arbRecipes = fc
  .array(
    fc.tuple(
      fc.integer({ min: 1, max: ITEMS }),
      fc.uniqueArray(fc.record({ item_id: fc.integer({ min: 1, max: ITEMS + 4 }), quantity: fc.integer({ min: 1, max: 1_000_000 }) }), {
        minLength: 1,
        maxLength: 4,
        selector: (line) => line.item_id,
      }),
    ),
    { maxLength: ITEMS },
  )
  .map((entries) => new Map(entries) as RecipeBook);
const arbNodes = fc
  .array(
    fc.record({
      item_id: fc.integer({ min: 1, max: ITEMS + 4 }),
      parent: fc.option(fc.nat(20), { nil: null }),
      quantity: fc.integer({ min: 1, max: 100_000 }),
      completed: fc.boolean(),
      gathered: fc.dictionary(fc.integer({ min: 1, max: ITEMS + 4 }).map(String), fc.integer({ min: 0, max: 2_000_000 })),
    }),
    { minLength: 1, maxLength: 20 },
  )
  .map((rows) =>
    rows.map((row, index): CraftNodeState => ({
      id: index + 1,
      item_id: row.item_id,
      parent_id: row.parent === null || index === 0 ? null : (row.parent % index) + 1,
      quantity: row.quantity,
      completed: row.completed,
      folder_id: null,
      gathered: Object.fromEntries(Object.entries(row.gathered).map(([key, value]) => [Number(key), value])),
    })),
  );

function* walk(roots: readonly CraftTreeNode[]): Generator<CraftTreeNode> {
  for (const root of roots) {
    yield root;
    for (const line of root.ingredients) if (line.child) yield* walk([line.child]);
  }
}

describe('craft forest, properties', () => {
  it('the shopping list is the sum over the leaves, and every figure is a safe non-negative integer', () => {
    fc.assert(
      fc.property(arbRecipes, arbNodes, (recipes, nodes) => {
        const forest = buildCraftForest(nodes, recipes);
        const list = shoppingList(forest.roots);
        const leaves = leafLines(forest.roots);
        for (const line of list) {
          const mine = leaves.filter((leaf) => leaf.line.item_id === line.item_id);
          const sum = (key: 'needed' | 'gathered' | 'remaining') => mine.reduce((total, leaf) => Math.min(Number.MAX_SAFE_INTEGER, total + leaf.line[key]), 0);
          expect(line.needed).toBe(sum('needed'));
          expect(line.remaining).toBe(sum('remaining'));
          expect(line.gathered).toBe(sum('gathered'));
        }
        expect(new Set(list.map((line) => line.item_id))).toEqual(new Set(leaves.map((leaf) => leaf.line.item_id)));
        for (const tree of walk(forest.roots)) {
          expect(Number.isSafeInteger(tree.quantity) && tree.quantity >= 0).toBe(true);
          expect(tree.deep).toBeLessThanOrEqual(CRAFT_DEPTH_MAX);
          for (const line of tree.ingredients) {
            for (const value of [line.needed, line.gathered, line.remaining]) expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
            expect(line.gathered + line.remaining).toBe(line.needed);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never loops: every node is attached once or detached, and no item repeats on a path', () => {
    fc.assert(
      fc.property(arbRecipes, arbNodes, (recipes, nodes) => {
        const forest = buildCraftForest(nodes, recipes);
        const attached = [...walk(forest.roots)].map((tree) => tree.id);
        expect(new Set(attached).size).toBe(attached.length);
        expect([...attached, ...forest.detached].sort((a, b) => a - b)).toEqual(nodes.map((row) => row.id));
        const check = (tree: CraftTreeNode, path: Set<number>) => {
          expect(path.has(tree.item_id)).toBe(false);
          const next = new Set(path).add(tree.item_id);
          for (const line of tree.ingredients) if (line.child) check(line.child, next);
        };
        for (const root of forest.roots) check(root, new Set());
      }),
      { numRuns: 300 },
    );
  });

  it('expanding an ingredient replaces its leaf by its recipe for what remains; collapsing restores the list', () => {
    fc.assert(
      fc.property(arbRecipes, fc.integer({ min: 1, max: ITEMS }), fc.integer({ min: 1, max: 1000 }), fc.nat(), (recipes, item, quantity, pick) => {
        fc.pre(recipes.has(item));
        const before = [node(1, item, null, { quantity })];
        const forestBefore = buildCraftForest(before, recipes);
        const craftableLines = forestBefore.roots[0]!.ingredients.filter((line) => line.craftable && line.item_id !== item);
        fc.pre(craftableLines.length > 0);
        const line = craftableLines[pick % craftableLines.length]!;
        const after = buildCraftForest([...before, node(2, line.item_id, 1)], recipes);
        const child = after.roots[0]!.ingredients.find((candidate) => candidate.item_id === line.item_id)!.child!;
        expect(child.quantity).toBe(line.remaining);
        // The child's leaves are its recipe × what remained of the line.
        for (const childLine of child.ingredients) expect(childLine.needed).toBe(Math.min(Number.MAX_SAFE_INTEGER, childLine.per_unit * line.remaining));
        // Collapsing (removing the child node) gives back the same list.
        expect(shoppingList(buildCraftForest(before, recipes).roots)).toEqual(shoppingList(forestBefore.roots));
        const selfOnly = child.ingredients.length === 1 && child.ingredients[0]!.item_id === line.item_id && child.ingredients[0]!.per_unit === 1;
        if (!selfOnly) expect(shoppingList(after.roots)).not.toEqual(shoppingList(forestBefore.roots));
      }),
      { numRuns: 300 },
    );
  });
});
