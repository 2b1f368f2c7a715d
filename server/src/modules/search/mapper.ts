/** Navbar hits of items (spell hits: spells/mapper.ts). */
import type { ItemHit } from '#contract/search';
import type { z } from 'zod';
import { localized } from '#server/db/names';
import type { ItemSummaryRow } from '../items/repository.ts';

export function itemHit(row: ItemSummaryRow): z.infer<typeof ItemHit> {
  return {
    id: row.id,
    name: localized(row),
    level: row.level,
    category: row.category,
    category_type: row.kind === 'weapon' ? 'W' : 'I',
  };
}
