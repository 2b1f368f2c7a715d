/** The crafts of a stuff ("craft the whole stuff"): what POST /api/crafts/some is sent. */
import { ADD_SOME_MAX } from '#contract/crafts';

export interface StuffPiece {
  id: number;
  name: string;
}

/** One craft per distinct item (two identical rings: quantity 2), in the stuff's order. */
export function stuffCrafts(pieces: readonly StuffPiece[]): { item_id: number; quantity: number }[] {
  const counts = new Map<number, number>();
  for (const piece of pieces) counts.set(piece.id, (counts.get(piece.id) ?? 0) + 1);
  return [...counts].slice(0, ADD_SOME_MAX).map(([item_id, quantity]) => ({ item_id, quantity }));
}
