/** Set rows → the contract's shapes: names from the name columns, pieces and bonuses from the raw record. */
import type { Game } from '#contract/common';
import type { SetDetail, SetSummary } from '#contract/sets';
import { localized } from '#server/db/names';
import { effectOf } from '../items/mapper.ts';
import type { SetSummaryRow, SetWithRecord } from './repository.ts';

export function setSummary(row: SetSummaryRow): SetSummary {
  return {
    id: row.id,
    name: localized(row),
    level: row.level,
    item_ids: row.record.item_ids ?? [],
    availability: row.availability,
    full_bonus: fullBonus(row),
  };
}

/** The effects of the set's largest bonus (all pieces worn). */
function fullBonus(row: SetSummaryRow): SetSummary['full_bonus'] {
  const bonuses = row.record.bonuses ?? [];
  const largest = bonuses.reduce<(typeof bonuses)[number] | undefined>((best, bonus) => (best && best.items >= bonus.items ? best : bonus), undefined);
  return (largest?.effects ?? []).map(effectOf);
}

/** The ids of a set's pieces, in the set's order. */
export function pieceIds(row: SetWithRecord): readonly number[] {
  return row.record.item_ids ?? [];
}

/** A set with its bonuses; `pieces` is added by the route when `populate` asks for it. */
export function setDetail(game: Game, row: SetWithRecord, pieces?: SetDetail['items']): SetDetail {
  const bonuses = (row.record.bonuses ?? [])
    .map((bonus) => ({ items: bonus.items, effects: (bonus.effects ?? []).map(effectOf) }))
    .sort((a, b) => a.items - b.items);
  return { ...setSummary(row), game, bonuses, ...(pieces ? { items: pieces } : {}) };
}
