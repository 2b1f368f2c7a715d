/**
 * The workshop's model on the page: the answer's rows and items turned into the game's craft forest
 * (`game/crafts.ts`: the one arithmetic, shared with the server), with the gathered counts the member
 * is typing laid over the stored ones, the roots a filter shows, each root's progress, and the
 * shopping list of the shown roots grouped by resource type.
 */
import type { Lang } from '#contract/common';
import type { Craft, CraftItem, Workshop } from '#contract/crafts';
import {
  buildCraftForest,
  progress,
  saturatingAdd,
  shoppingList,
  type CraftForest,
  type CraftNodeState,
  type CraftTreeNode,
  type RecipeBook,
  type RecipeIngredient,
  type ShoppingLine,
} from '#game/crafts';
import { localized } from '#web/entities/reference/model/localized-name.ts';

/** The recipes of the workshop's items (`items[].recipe`; an item with none is not craftable). */
export function recipeBook(items: readonly CraftItem[]): RecipeBook {
  const book = new Map<number, readonly RecipeIngredient[]>();
  for (const item of items) if (item.recipe && item.recipe.length > 0) book.set(item.id, item.recipe);
  return book;
}

export function itemIndex(items: readonly CraftItem[]): ReadonlyMap<number, CraftItem> {
  return new Map(items.map((item) => [item.id, item]));
}

/** Gathered counts typed but not yet stored, by `gatheredKey(craftId, itemId)`. */
export type GatheredDrafts = ReadonlyMap<string, number>;

export function gatheredKey(craftId: number, itemId: number): string {
  return `${craftId}:${itemId}`;
}

/** The stored nodes as the game's craft nodes, with the drafts over the stored gathered counts. */
export function nodeStates(rows: readonly Craft[], drafts: GatheredDrafts = new Map()): CraftNodeState[] {
  return rows.map((row) => {
    const gathered: Record<number, number> = {};
    for (const line of row.gathered) gathered[line.item_id] = line.gathered;
    for (const [key, value] of drafts) {
      const [craftId, itemId] = key.split(':').map(Number);
      if (craftId === row.id && itemId !== undefined) gathered[itemId] = value;
    }
    return { id: row.id, item_id: row.item_id, parent_id: row.parent_id, quantity: row.quantity, completed: row.completed, folder_id: row.folder_id, gathered };
  });
}

export interface WorkshopModel {
  forest: CraftForest;
  recipes: RecipeBook;
  items: ReadonlyMap<number, CraftItem>;
}

export function workshopModel(workshop: Pick<Workshop, 'rows' | 'items'>, drafts?: GatheredDrafts): WorkshopModel {
  const recipes = recipeBook(workshop.items);
  return { forest: buildCraftForest(nodeStates(workshop.rows, drafts), recipes), recipes, items: itemIndex(workshop.items) };
}

/**
 * Which roots show (site-spec §2 filter state `folder`, `completed`): `folder` one of the account's
 * folders (null: every craft); `completed` `hide` (in progress only), `only` (completed only) or
 * null (both).
 */
export interface WorkshopFilter {
  folder: number | null;
  completed: 'hide' | 'only' | null;
}

export function filterRoots(roots: readonly CraftTreeNode[], filter: WorkshopFilter): CraftTreeNode[] {
  return roots.filter(
    (root) =>
      (filter.folder === null || root.folder_id === filter.folder) &&
      (filter.completed === null || (filter.completed === 'hide' ? !root.completed : root.completed)),
  );
}

export interface RootProgress {
  needed: number;
  remaining: number;
  /** Whole percent gathered (100 when nothing is needed). */
  percent: number;
}

export function rootProgress(root: CraftTreeNode): RootProgress {
  const { needed, remaining } = progress(root);
  const percent = needed === 0 ? 100 : Math.floor(((needed - remaining) / needed) * 100);
  return { needed, remaining, percent };
}

export interface ShoppingGroup {
  /** The item type (null: the data gives none). */
  type_id: number | null;
  type_name: string;
  lines: ShoppingLine[];
  remaining: number;
}

/**
 * The shopping list of the roots shown, one group per resource type (by type name in the page's
 * language), lines by item name; an item the answer does not describe goes under an empty type.
 */
export function groupedShoppingList(roots: readonly CraftTreeNode[], items: ReadonlyMap<number, CraftItem>, lang: Lang): ShoppingGroup[] {
  const groups = new Map<string, ShoppingGroup>();
  for (const line of shoppingList(roots)) {
    const item = items.get(line.item_id);
    const typeId = item?.type_id ?? null;
    const typeName = item ? localized(item.type_name, lang) : '';
    const key = `${typeId ?? ''}:${typeName}`;
    let group = groups.get(key);
    if (!group) {
      group = { type_id: typeId, type_name: typeName, lines: [], remaining: 0 };
      groups.set(key, group);
    }
    group.lines.push(line);
    group.remaining = saturatingAdd(group.remaining, line.remaining);
  }
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  const nameOf = (id: number) => localized(items.get(id)?.name, lang) || String(id);
  for (const group of groups.values()) group.lines.sort((a, b) => collator.compare(nameOf(a.item_id), nameOf(b.item_id)) || a.item_id - b.item_id);
  return [...groups.values()].sort((a, b) => collator.compare(a.type_name, b.type_name) || (a.type_id ?? 0) - (b.type_id ?? 0));
}

/** The total remaining of a shopping list (what is still to gather). */
export function totalRemaining(groups: readonly ShoppingGroup[]): number {
  return groups.reduce((sum, group) => saturatingAdd(sum, group.remaining), 0);
}

/** Every node of the trees, depth-first (for the ids of a root's subtree, for instance). */
export function subtreeNodes(root: CraftTreeNode): CraftTreeNode[] {
  const nodes: CraftTreeNode[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    nodes.push(node);
    for (const line of node.ingredients) if (line.child) stack.push(line.child);
  }
  return nodes;
}
