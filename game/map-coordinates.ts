/**
 * A map of the World of Twelve, as the games name it: its coordinates `x,y` (Astrub's Zaap is
 * `4,-18`). The member's favourite map (site-spec §3 User "favourite map", §5 "in-game map must be
 * valid") is one of these, kept in this canonical form.
 *
 * Bounds: no game's data under DATA_DIR has the list of maps (Ankama's Retro lang `maps.json` is not
 * part of our data), so the check cannot be "a map that exists". It is a plausibility bound instead,
 * −100 to 100 on both axes, around the world's origin (Astrub's Zaap is `4,-18`): it refuses numbers
 * no map has, not every coordinate without a map. With a map list in the data, this becomes a lookup.
 */
export const MAP_COORDINATE_MIN = -100;
export const MAP_COORDINATE_MAX = 100;

/** `x,y` or `[x,y]` (a comma or a semicolon), with spaces around the numbers. */
const COORDINATES = /^(?:\[\s*(?<bx>[+-]?\d{1,4})\s*[,;]\s*(?<by>[+-]?\d{1,4})\s*\]|(?<x>[+-]?\d{1,4})\s*[,;]\s*(?<y>[+-]?\d{1,4}))$/;

export interface MapCoordinates {
  x: number;
  y: number;
}

/** The coordinates a member typed, or null when the text is no map within the world's bounds. */
export function parseMapCoordinates(text: string): MapCoordinates | null {
  const match = COORDINATES.exec(text.trim());
  if (!match) return null;
  const groups = match.groups ?? {};
  const x = Number(groups.x ?? groups.bx);
  const y = Number(groups.y ?? groups.by);
  const within = (value: number) => value >= MAP_COORDINATE_MIN && value <= MAP_COORDINATE_MAX;
  return within(x) && within(y) ? { x, y } : null;
}

/** The canonical text of coordinates: `4,-18` (no `-0`, no `+`). */
export function formatMapCoordinates({ x, y }: MapCoordinates): string {
  return `${x + 0},${y + 0}`;
}

/** The canonical text of what a member typed, or null when it is no map within the bounds. */
export function normalizeMapCoordinates(text: string): string | null {
  const coordinates = parseMapCoordinates(text);
  return coordinates ? formatMapCoordinates(coordinates) : null;
}
