/**
 * The avatar drawn when no avatar service is configured (AVATAR_URL unset): a 5×5 grid mirrored
 * left-right and a hue, both from a hash of the member's id and nickname. Nothing is asked of anyone.
 */
export interface Identicon {
  /** `cells[row][column]`: filled or not; columns 3 and 4 mirror 1 and 0. */
  cells: boolean[][];
  hue: number;
}

/** FNV-1a, 32 bits. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

export function identiconOf(id: number, name: string): Identicon {
  const seed = hash(`${id}:${name.toLowerCase()}`);
  const bits = hash(`${seed}`) ^ seed;
  const cells: boolean[][] = [];
  for (let row = 0; row < 5; row += 1) {
    const left = [0, 1, 2].map((column) => ((bits >>> (row * 3 + column)) & 1) === 1);
    cells.push([left[0]!, left[1]!, left[2]!, left[1]!, left[0]!]);
  }
  // Never an empty face: the centre column of the middle row is always filled.
  cells[2]![2] = true;
  return { cells, hue: seed % 360 };
}
