/**
 * The workshop's page model (web/src/entities/craft/model): the answer's rows and items as the craft
 * forest, typed gathered counts over the stored ones, the filters, progress and the shopping list
 * grouped by resource type; the quantity parsers; a stuff's crafts. Real Retro figures
 * (recipes.json, misc_items.json): the Gelano 2469, the Petit Arc de Boisaille 88 whose Ficelle en
 * Lin 420 is crafted from 10 Lin 423.
 */
import { describe, expect, it } from 'vitest';
import type { Craft, CraftItem } from '#contract/crafts';
import { shoppingList } from '#game/crafts';
import {
  filterRoots,
  gatheredKey,
  groupedShoppingList,
  rootProgress,
  subtreeNodes,
  totalRemaining,
  workshopModel,
} from '#web/entities/craft/model/workshop.ts';
import { parseCraftQuantity, parseGatheredCount } from '#web/entities/craft/model/quantity.ts';
import { stuffCrafts } from '#web/entities/craft/model/stuff-crafts.ts';

const item = (id: number, fr: string, type_id: number | null, type: string, recipe: CraftItem['recipe'] = null): CraftItem => ({
  id,
  name: { fr, en: fr, es: fr },
  level: 1,
  type_id,
  type_name: { fr: type, en: type, es: type },
  kind: recipe ? 'item' : 'misc',
  recipe,
});

const ITEMS: CraftItem[] = [
  item(2469, 'Gelano', 9, 'Anneau', [
    { item_id: 757, quantity: 100 },
    { item_id: 368, quantity: 100 },
    { item_id: 370, quantity: 2 },
    { item_id: 2242, quantity: 2 },
    { item_id: 2437, quantity: 2 },
    { item_id: 2241, quantity: 2 },
  ]),
  item(88, 'Petit Arc de Boisaille', 2, 'Arc', [
    { item_id: 303, quantity: 4 },
    { item_id: 420, quantity: 1 },
  ]),
  item(757, 'Gelée Bleutée', 110, 'Gelée'),
  item(368, 'Gelée à la Fraise', 110, 'Gelée'),
  item(370, 'Gelée Bleutée Royale', 110, 'Gelée'),
  item(2242, 'Gelée Fraise Royale', 110, 'Gelée'),
  item(2437, 'Gelée Citron Royale', 110, 'Gelée'),
  item(2241, 'Gelée Menthe Royale', 110, 'Gelée'),
  item(303, 'Bois de Frêne', 38, 'Bois'),
  { ...item(420, 'Ficelle en Lin', 15, 'Ressources diverses', [{ item_id: 423, quantity: 10 }]), kind: 'misc' },
  item(423, 'Lin', 58, 'Céréale'),
];

const row = (id: number, item_id: number, parent_id: number | null, extra: Partial<Craft> = {}): Craft => ({
  id,
  item_id,
  parent_id,
  folder_id: null,
  quantity: 1,
  completed: false,
  gathered: [],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...extra,
});

describe('workshop model', () => {
  it('builds the forest from the rows and the items’ recipes, the expanded ingredient crafting what is missing', () => {
    const rows = [
      row(1, 2469, null, { quantity: 2, folder_id: 7 }),
      row(2, 88, null, { quantity: 3, gathered: [{ item_id: 420, gathered: 1 }] }),
      row(3, 420, 2, { gathered: [{ item_id: 423, gathered: 5 }] }),
    ];
    const { forest, recipes } = workshopModel({ rows, items: ITEMS });
    expect(recipes.has(420)).toBe(true);
    expect(recipes.has(303)).toBe(false);
    expect(forest.detached).toEqual([]);
    const gelano = forest.roots[0]!;
    expect(gelano.ingredients.map((line) => [line.item_id, line.needed])).toEqual([
      [757, 200],
      [368, 200],
      [370, 4],
      [2242, 4],
      [2437, 4],
      [2241, 4],
    ]);
    const bow = forest.roots[1]!;
    const string = bow.ingredients[1]!;
    expect(string).toMatchObject({ item_id: 420, needed: 3, gathered: 1, remaining: 2, craftable: true });
    expect(string.child).toMatchObject({ id: 3, quantity: 2, deep: 1 });
    expect(string.child!.ingredients[0]).toMatchObject({ item_id: 423, needed: 20, gathered: 5, remaining: 15 });
    expect(subtreeNodes(bow).map((node) => node.id).sort()).toEqual([2, 3]);
  });

  it('lays the typed gathered counts over the stored ones, and the shopping list shrinks with them', () => {
    const rows = [row(1, 2469, null), row(2, 88, null, { gathered: [{ item_id: 303, gathered: 1 }] })];
    const stored = workshopModel({ rows, items: ITEMS });
    const before = totalRemaining(groupedShoppingList(stored.forest.roots, stored.items, 'fr'));
    expect(before).toBe(100 + 100 + 2 * 4 + (4 - 1) + 1);
    const typed = workshopModel({ rows, items: ITEMS }, new Map([
      [gatheredKey(1, 757), 60],
      [gatheredKey(2, 303), 4],
      // More than needed is shown as the need.
      [gatheredKey(1, 370), 50],
    ]));
    const after = groupedShoppingList(typed.forest.roots, typed.items, 'fr');
    expect(totalRemaining(after)).toBe(before - 60 - 3 - 2);
    expect(rootProgress(typed.forest.roots[0]!)).toEqual({ needed: 208, remaining: 208 - 62, percent: 29 });
  });

  it('groups the shopping list by resource type, by name, with the items that need each', () => {
    const rows = [row(1, 2469, null), row(2, 88, null), row(3, 420, 2)];
    const { forest, items } = workshopModel({ rows, items: ITEMS });
    const groups = groupedShoppingList(forest.roots, items, 'fr');
    expect(groups.map((group) => group.type_name)).toEqual(['Bois', 'Céréale', 'Gelée']);
    expect(groups[2]!.lines.map((line) => line.item_id)).toEqual([368, 757, 370, 2437, 2242, 2241]);
    expect(groups[1]!.lines).toEqual([{ item_id: 423, needed: 10, gathered: 0, remaining: 10, used_by: [420] }]);
    // The same lines as the game's list: grouping neither adds nor drops one.
    expect(groups.flatMap((group) => group.lines).sort((a, b) => a.item_id - b.item_id)).toEqual(shoppingList(forest.roots));
  });

  it('filters the roots by folder and completion (site-spec filter state `folder`, `completed`)', () => {
    const rows = [row(1, 2469, null, { folder_id: 7 }), row(2, 88, null, { completed: true }), row(3, 2469, null, { completed: true, folder_id: 7 })];
    const { forest } = workshopModel({ rows, items: ITEMS });
    const ids = (filter: Parameters<typeof filterRoots>[1]) => filterRoots(forest.roots, filter).map((root) => root.id);
    expect(ids({ folder: null, completed: null })).toEqual([1, 2, 3]);
    expect(ids({ folder: 7, completed: null })).toEqual([1, 3]);
    expect(ids({ folder: null, completed: 'hide' })).toEqual([1]);
    expect(ids({ folder: 7, completed: 'only' })).toEqual([3]);
    expect(ids({ folder: 8, completed: null })).toEqual([]);
  });

  it('reads quantities as whole numbers in bounds ("invalid integer quantity" otherwise)', () => {
    expect(parseCraftQuantity('12')).toBe(12);
    expect(parseCraftQuantity(' 3 ')).toBe(3);
    for (const text of ['', '0', '-1', '1.5', '1e3', 'abc', '100001', '99999999']) expect(parseCraftQuantity(text), text).toBeUndefined();
    expect(parseGatheredCount('', 10)).toBe(0);
    expect(parseGatheredCount('10', 10)).toBe(10);
    expect(parseGatheredCount('11', 10)).toBeUndefined();
    expect(parseGatheredCount('-2', 10)).toBeUndefined();
  });

  it('sends one craft per distinct item of a stuff', () => {
    expect(
      stuffCrafts([
        { id: 2411, name: 'Coiffe du Bouftou' },
        { id: 6919, name: 'Anneau du Champ Champ' },
        { id: 6919, name: 'Anneau du Champ Champ' },
      ]),
    ).toEqual([
      { item_id: 2411, quantity: 1 },
      { item_id: 6919, quantity: 2 },
    ]);
  });
});
