/** Stored craft rows and game-data rows as the contract's Craft and CraftItem (contract/crafts.ts). */
import type { Craft, CraftItem } from '#contract/crafts';
import type { RawIngredient } from '#server/import/records';
import { localized } from '#server/db/names';
import type { CraftItemRow, CraftRow } from './repository.ts';

export function toCraft(row: CraftRow, gathered: Readonly<Record<number, number>>): Craft {
  return {
    id: Number(row.id),
    item_id: Number(row.item_id),
    parent_id: row.parent_id === null ? null : Number(row.parent_id),
    folder_id: row.folder_id === null ? null : Number(row.folder_id),
    quantity: Number(row.quantity),
    completed: Number(row.completed) === 1,
    gathered: Object.entries(gathered)
      .map(([item_id, count]) => ({ item_id: Number(item_id), gathered: count }))
      .sort((a, b) => a.item_id - b.item_id),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * An item of the workshop: from the items or misc items table, else (a Touch ingredient that is in
 * no table) the name its recipe line gives, else `#id` so that nothing shows blank.
 */
export function toCraftItem(
  id: number,
  row: CraftItemRow | undefined,
  recipe: readonly { item_id: number; quantity: number }[] | null,
  lineName: Partial<Record<string, string>> | undefined,
): CraftItem {
  const fromLine = Object.fromEntries(Object.entries(lineName ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const name = row ? localized(row) : fromLine;
  return {
    id,
    name: Object.keys(name).length > 0 ? name : { fr: `#${id}` },
    level: row?.level ?? 0,
    type_id: row?.type_id === undefined || row.type_id === null ? null : Number(row.type_id),
    type_name: row?.type_names ? localized(row.type_names) : {},
    kind: row?.kind ?? 'misc',
    recipe: recipe ? recipe.map((line: Pick<RawIngredient, 'item_id' | 'quantity'>) => ({ item_id: Number(line.item_id), quantity: Number(line.quantity) })) : null,
  };
}
