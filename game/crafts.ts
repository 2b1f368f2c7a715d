/**
 * The workshop's arithmetic (issue 19; builder-spec §3 Craft): a member's craft list is a forest of
 * craft nodes. A root node is an item the member wants to make, `quantity` times. Each node's
 * ingredients come from the item's recipe; an ingredient that is itself craftable can be *expanded*
 * into a child node (`parent_id`), which then crafts what is still missing of it; an ingredient that
 * is not expanded is a *leaf*: gathered or bought as it is.
 *
 * Rules (pure, shared by the server, which stores the nodes and gathered counts, and the page, which
 * recomputes while the member types):
 * - An ingredient line needs `per_unit × node quantity`; `gathered` (what the member already holds,
 *   0 when not told) is clamped to the need; `remaining = needed − gathered`.
 * - An expanded ingredient's child node crafts the line's `remaining` (what is already held of an
 *   intermediate item is not crafted again).
 * - The shopping list sums the leaves only, per item: the total of raw resources equals the sum over
 *   the leaves of every tree.
 * - A child whose item is already on its path from the root (a cycle in recipe data) is cut: its line
 *   stays a leaf marked `cycle`, so nothing ever loops; the server refuses to create such a child.
 * - Quantities saturate at `Number.MAX_SAFE_INTEGER` (never `Infinity` or a rounded figure); the
 *   API bounds the inputs (`CRAFT_QUANTITY_MAX`, `CRAFT_DEPTH_MAX`) far below that.
 * - A completed root and its subtree stay in the forest; `hideCompleted` drops them from the view and
 *   from the shopping list.
 */

/** One line of a recipe: `quantity` of `item_id` per crafted unit. */
export interface RecipeIngredient {
  readonly item_id: number;
  readonly quantity: number;
}
/** Recipes by crafted item id (an item without an entry is not craftable). */
export type RecipeBook = ReadonlyMap<number, readonly RecipeIngredient[]>;

/** What is stored of one craft node. */
export interface CraftNodeState {
  readonly id: number;
  readonly item_id: number;
  /** The node whose ingredient this node crafts; null for a root. */
  readonly parent_id: number | null;
  /** How many the member wants to make: roots only (a child's quantity is derived). */
  readonly quantity: number;
  readonly completed: boolean;
  readonly folder_id: number | null;
  /** Gathered count per ingredient item id of this node's recipe. */
  readonly gathered: Readonly<Record<number, number>>;
}

export interface IngredientLine {
  readonly item_id: number;
  /** Per crafted unit of the node (the recipe's figure). */
  readonly per_unit: number;
  readonly needed: number;
  readonly gathered: number;
  readonly remaining: number;
  /** The item has a recipe (it can be expanded). */
  readonly craftable: boolean;
  /** The child node that crafts this ingredient, when expanded (and not a cycle). */
  readonly child: CraftTreeNode | null;
  /** An expansion of this line was cut because its item is already on the path from the root. */
  readonly cycle: boolean;
}

export interface CraftTreeNode {
  readonly id: number;
  readonly item_id: number;
  readonly parent_id: number | null;
  /** Units to craft: the root's quantity, or the parent's line `remaining`. */
  readonly quantity: number;
  /** 0 for a root. */
  readonly deep: number;
  readonly completed: boolean;
  readonly folder_id: number | null;
  /** The item's recipe lines; empty when the item has no recipe (not craftable). */
  readonly ingredients: readonly IngredientLine[];
}

export interface CraftForest {
  readonly roots: readonly CraftTreeNode[];
  /**
   * Nodes that hang nowhere: a missing parent, an ingredient not in the parent's recipe, a second
   * child for the same line, a cycle. The server deletes them; the page ignores them.
   */
  readonly detached: readonly number[];
}

export interface ShoppingLine {
  readonly item_id: number;
  readonly needed: number;
  readonly gathered: number;
  readonly remaining: number;
  /** The crafted items (root or intermediate) whose recipes use this leaf, by item id, sorted. */
  readonly used_by: readonly number[];
}

/** Bounds of the API's inputs. */
export const CRAFT_QUANTITY_MAX = 100_000;
/** Depth of expansion below a root (a root is 0). The real recipe chains of the games are ≤ 4 deep. */
export const CRAFT_DEPTH_MAX = 8;
/** Root crafts per member and game. */
export const CRAFTS_MAX = 500;

/** a × b for non-negative integers, saturated at `Number.MAX_SAFE_INTEGER`. */
export function saturatingMul(a: number, b: number): number {
  if (a === 0 || b === 0) return 0;
  return a > Number.MAX_SAFE_INTEGER / b ? Number.MAX_SAFE_INTEGER : a * b;
}
/** a + b for non-negative integers, saturated at `Number.MAX_SAFE_INTEGER`. */
export function saturatingAdd(a: number, b: number): number {
  return a > Number.MAX_SAFE_INTEGER - b ? Number.MAX_SAFE_INTEGER : a + b;
}

const wholeNonNegative = (value: number): number => (Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/**
 * The forest of a member's craft nodes. Roots keep the order given; children attach to the first
 * line of their parent's recipe with their item (one child per line).
 */
export function buildCraftForest(nodes: readonly CraftNodeState[], recipes: RecipeBook): CraftForest {
  const childrenOf = new Map<number, CraftNodeState[]>();
  const ids = new Set<number>();
  for (const node of nodes) ids.add(node.id);
  for (const node of nodes) {
    if (node.parent_id === null) continue;
    const siblings = childrenOf.get(node.parent_id);
    if (siblings) siblings.push(node);
    else childrenOf.set(node.parent_id, [node]);
  }
  const attached = new Set<number>();

  const build = (node: CraftNodeState, quantity: number, deep: number, path: ReadonlySet<number>): CraftTreeNode => {
    attached.add(node.id);
    const recipe = recipes.get(node.item_id) ?? [];
    const children = [...(childrenOf.get(node.id) ?? [])];
    const onPath = new Set(path).add(node.item_id);
    const ingredients = recipe.map((line): IngredientLine => {
      const perUnit = wholeNonNegative(line.quantity);
      const needed = saturatingMul(perUnit, quantity);
      const gathered = Math.min(needed, wholeNonNegative(node.gathered[line.item_id] ?? 0));
      const remaining = needed - gathered;
      const index = children.findIndex((child) => child.item_id === line.item_id);
      const childState = index >= 0 ? children.splice(index, 1)[0]! : null;
      const cycle = childState !== null && (onPath.has(line.item_id) || deep + 1 > CRAFT_DEPTH_MAX);
      return {
        item_id: line.item_id,
        per_unit: perUnit,
        needed,
        gathered,
        remaining,
        craftable: recipes.has(line.item_id),
        child: childState && !cycle && recipes.has(line.item_id) ? build(childState, remaining, deep + 1, onPath) : null,
        cycle,
      };
    });
    return {
      id: node.id,
      item_id: node.item_id,
      parent_id: node.parent_id,
      quantity,
      deep,
      completed: node.completed,
      folder_id: node.folder_id,
      ingredients,
    };
  };

  const roots = nodes
    .filter((node) => node.parent_id === null)
    .map((node) => build(node, Math.min(wholeNonNegative(node.quantity), Number.MAX_SAFE_INTEGER), 0, new Set()));
  return { roots, detached: nodes.filter((node) => !attached.has(node.id) && ids.has(node.id)).map((node) => node.id) };
}

/** Every ingredient line that is not expanded (walks the trees; depth-first, in recipe order). */
export function leafLines(roots: readonly CraftTreeNode[]): { line: IngredientLine; node: CraftTreeNode }[] {
  const leaves: { line: IngredientLine; node: CraftTreeNode }[] = [];
  const stack: CraftTreeNode[] = [...roots].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    const expanded: CraftTreeNode[] = [];
    for (const line of node.ingredients) {
      if (line.child) expanded.push(line.child);
      else leaves.push({ line, node });
    }
    for (let index = expanded.length - 1; index >= 0; index--) stack.push(expanded[index]!);
  }
  return leaves;
}

/**
 * The aggregated shopping list of the given trees: one line per leaf item, with the summed need,
 * gathered and remaining counts and the crafted items that use it; ordered by item id.
 */
export function shoppingList(roots: readonly CraftTreeNode[]): ShoppingLine[] {
  const lines = new Map<number, { needed: number; gathered: number; remaining: number; used_by: Set<number> }>();
  for (const { line, node } of leafLines(roots)) {
    let entry = lines.get(line.item_id);
    if (!entry) {
      entry = { needed: 0, gathered: 0, remaining: 0, used_by: new Set() };
      lines.set(line.item_id, entry);
    }
    entry.needed = saturatingAdd(entry.needed, line.needed);
    entry.gathered = saturatingAdd(entry.gathered, line.gathered);
    entry.remaining = saturatingAdd(entry.remaining, line.remaining);
    entry.used_by.add(node.item_id);
  }
  return [...lines.entries()]
    .sort(([a], [b]) => a - b)
    .map(([item_id, entry]) => ({
      item_id,
      needed: entry.needed,
      gathered: entry.gathered,
      remaining: entry.remaining,
      used_by: [...entry.used_by].sort((a, b) => a - b),
    }));
}

/** The roots to show: all, or only the ones not completed. */
export function visibleRoots(forest: CraftForest, hideCompleted: boolean): readonly CraftTreeNode[] {
  return hideCompleted ? forest.roots.filter((root) => !root.completed) : forest.roots;
}

/**
 * Items on the path from the root down to the node `nodeId` (inclusive, root first), for the
 * server's cycle and depth checks; null when the node is missing or hangs nowhere (a missing
 * ancestor or a loop of parents).
 */
export function pathItems(nodes: readonly CraftNodeState[], nodeId: number): number[] | null {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const items: number[] = [];
  const seen = new Set<number>();
  let current = byId.get(nodeId);
  while (current) {
    if (seen.has(current.id)) return null;
    seen.add(current.id);
    items.push(current.item_id);
    if (current.parent_id === null) return items.reverse();
    current = byId.get(current.parent_id);
  }
  return null;
}

/** A craft node's total remaining leaves (for a root's progress): needed and remaining summed. */
export function progress(root: CraftTreeNode): { needed: number; remaining: number } {
  let needed = 0;
  let remaining = 0;
  for (const { line } of leafLines([root])) {
    needed = saturatingAdd(needed, line.needed);
    remaining = saturatingAdd(remaining, line.remaining);
  }
  return { needed, remaining };
}
