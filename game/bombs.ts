/**
 * The Bombminator's rules (issue 20): the Roublard's bombs and walls on a board of the game's diamond
 * cells, Combo levels, explosions and chain reactions, and the damage each target takes. Pure code:
 * the damage of one explosion or wall is the engine's spell damage of the level `bombSpellLevel`
 * builds (the web computes it in the worker), composed here by `bombReport`.
 *
 * Sources: research `bombs.md` (§1 what a bomb is, §2 Combo, §3 walls and grades, §4 the gaps) and
 * the data's `spells.json` `bomb` block. Every rule the sources do not settle is a named setting of
 * `BOMB_SETTINGS`, with its value and its source or "proposal"; the page lists them.
 */

/** The four bomb elements (bombs.md §1). */
export const BOMB_ELEMENTS = ['fire', 'air', 'water', 'earth'] as const;
export type BombElement = (typeof BOMB_ELEMENTS)[number];

/** Base spell and its Resilient variant per element (bombs.md §1 table; data `variant.pair`). */
export const BOMB_SPELLS: Record<BombElement, { base: number; resilient: number; monsterId: number }> = {
  fire: { base: 13444, resilient: 13471, monsterId: 3112 },
  air: { base: 13435, resilient: 13474, monsterId: 3113 },
  water: { base: 13436, resilient: 13478, monsterId: 3114 },
  earth: { base: 13491, resilient: 13486, monsterId: 5161 },
};
export type BombVariant = 'base' | 'resilient';

/** The Roublard's class id in Dofus 2 (bombs.md: 13, not 18). */
export const ROUBLARD_CLASS_ID = 13;
/** Combo levels I–XV (bombs.md §2). */
export const COMBO_MIN = 1;
export const COMBO_MAX = 15;
/** The board: a practical size of the game's diamond cells (issue 20). */
export const BOARD_SIZE = 14;

export type SettingSource = 'B1' | 'B2' | 'B3' | 'B5' | 'proposal';

export interface BombSetting<T> {
  value: T;
  /** Where the value comes from (bombs.md's source ids), or "proposal" when no source gives it. */
  source: SettingSource;
}

/** Every rule the sources leave open, in one place (the page shows this list in its notes). */
export interface BombSettings {
  /** Bombs of one element at once on the board. */
  maxBombsPerElement: BombSetting<number>;
  /** Walls form between aligned same-element bombs at most this many cells apart. */
  wallMaxDistance: BombSetting<number>;
  /** A bomb's explosion reaches (and sets off bombs) within this many cells. */
  explosionRadius: BombSetting<number>;
  /** % of the base damage that each Combo level above I adds (explosion, chain reaction). */
  comboDamagePercentPerLevel: BombSetting<number>;
  /** Whether walls grow with Combo, using the lower Combo of their two bombs. */
  wallUsesCombo: BombSetting<boolean>;
  /** Wall damage on the Roublard's own turn (data `wall`) or off it (data `wall_off_turn`). */
  wallOffTurn: BombSetting<boolean>;
  /** A chain-reaction explosion deals the explosion's base damage (the chain-reaction spell's own is missing). */
  chainReactionAsExplosion: BombSetting<boolean>;
  /** A target adjacent to the exploding bomb takes the melee damage %, any other the ranged %. */
  meleeWhenAdjacent: BombSetting<boolean>;
}

export const BOMB_SETTINGS: BombSettings = {
  maxBombsPerElement: { value: 3, source: 'B5' },
  wallMaxDistance: { value: 6, source: 'B5' },
  explosionRadius: { value: 2, source: 'proposal' },
  comboDamagePercentPerLevel: { value: 10, source: 'proposal' },
  wallUsesCombo: { value: true, source: 'proposal' },
  wallOffTurn: { value: false, source: 'B3' },
  chainReactionAsExplosion: { value: true, source: 'proposal' },
  meleeWhenAdjacent: { value: true, source: 'proposal' },
};

export const BOMB_SETTING_KEYS = Object.keys(BOMB_SETTINGS) as (keyof BombSettings)[];

// ---------------------------------------------------------------------------------------------
// Board

/** A cell: column x and row y of the game's grid; its lines are the screen's diagonals in the isometric view. */
export interface Cell {
  x: number;
  y: number;
}

export function onBoard(cell: Cell, size = BOARD_SIZE): boolean {
  return Number.isInteger(cell.x) && Number.isInteger(cell.y) && cell.x >= 0 && cell.y >= 0 && cell.x < size && cell.y < size;
}

export function sameCell(a: Cell, b: Cell): boolean {
  return a.x === b.x && a.y === b.y;
}

/** The game's cell distance: steps between edge-sharing diamonds (|dx| + |dy|). */
export function cellDistance(a: Cell, b: Cell): number {
  return Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
}

/** Two different cells on one of the game's lines (a diagonal of the screen). */
export function aligned(a: Cell, b: Cell): boolean {
  return !sameCell(a, b) && (a.x === b.x || a.y === b.y);
}

/** The cells strictly between two aligned cells, from `a` towards `b`. */
export function cellsBetween(a: Cell, b: Cell): Cell[] {
  if (!aligned(a, b)) return [];
  const dx = Math.sign(b.x - a.x);
  const dy = Math.sign(b.y - a.y);
  const cells: Cell[] = [];
  for (let x = a.x + dx, y = a.y + dy; x !== b.x || y !== b.y; x += dx, y += dy) cells.push({ x, y });
  return cells;
}

/** Screen position of a cell's centre in the isometric view, for cells of `width` × `width / 2`. */
export function isoPosition(cell: Cell, width: number, size = BOARD_SIZE): { left: number; top: number } {
  return { left: ((cell.x - cell.y + size - 1) * width) / 2 + width / 2, top: ((cell.x + cell.y) * width) / 4 + width / 4 };
}

// ---------------------------------------------------------------------------------------------
// Bombs, targets, walls

export interface BoardBomb {
  id: string;
  element: BombElement;
  cell: Cell;
  /** Combo level I–XV as the player sets it. */
  combo: number;
}

export interface BoardTarget {
  id: string;
  cell: Cell;
  /** % resistance per element (negative: a weakness). */
  resistPercent: Partial<Record<BombElement, number>>;
  /** Fixed resistance per element (negative: a weakness); none when left out. */
  resistFlat?: Partial<Record<BombElement, number>>;
}

export interface BoardState {
  rogue: Cell | null;
  bombs: BoardBomb[];
  targets: BoardTarget[];
  /** Base or Resilient spell per element: the game's spell variants are exclusive. */
  variants: Record<BombElement, BombVariant>;
}

export interface Wall {
  element: BombElement;
  /** The two bombs' ids, in the order of the board's list. */
  bombs: [string, string];
  /** Cells strictly between the two bombs (what a crossing passes through). */
  cells: Cell[];
}

/**
 * Walls (bombs.md §3, B5): two bombs of the same element on one line, at most `wallMaxDistance`
 * cells apart, with no other bomb of that element between them (that one forms the two shorter walls).
 */
export function bombWalls(bombs: readonly BoardBomb[], settings: BombSettings = BOMB_SETTINGS): Wall[] {
  const walls: Wall[] = [];
  for (let i = 0; i < bombs.length; i++) {
    for (let j = i + 1; j < bombs.length; j++) {
      const a = bombs[i];
      const b = bombs[j];
      if (a.element !== b.element || !aligned(a.cell, b.cell)) continue;
      if (cellDistance(a.cell, b.cell) > settings.wallMaxDistance.value) continue;
      const between = cellsBetween(a.cell, b.cell);
      const blocked = bombs.some((other) => other !== a && other !== b && other.element === a.element && between.some((cell) => sameCell(cell, other.cell)));
      if (!blocked) walls.push({ element: a.element, bombs: [a.id, b.id], cells: between });
    }
  }
  return walls;
}

// ---------------------------------------------------------------------------------------------
// Grades

export interface BombSpellData {
  id: number;
  levels: readonly { level: number; minPlayerLevel?: number }[];
  bomb?: {
    explosion: readonly [number, string, number, number][];
    wall: readonly [number, string, number, number][];
    wallOffTurn: readonly [number, string, number, number][];
  };
}

/** The grade a character of `level` casts: the highest one whose unlock level it has reached; null when none. */
export function gradeForLevel(spell: BombSpellData, level: number): number | null {
  let grade: number | null = null;
  for (const entry of spell.levels) {
    if ((entry.minPlayerLevel ?? 1) <= level && (grade === null || entry.level > grade)) grade = entry.level;
  }
  return grade;
}

export type BombPart = 'explosion' | 'chain_reaction' | 'wall';

/** The spell level the engine computes for one explosion or wall: the data's base line, raised by Combo. */
export interface BombSpellLevel {
  level: number;
  apCost: number;
  rangeMax: number;
  hits: ['damage', BombElement, number, number][];
}

/** Base damage × (100 + % per level × (Combo − 1)) / 100, rounded down; Combo I is the data's line. */
export function comboScaled(value: number, combo: number, settings: BombSettings = BOMB_SETTINGS): number {
  return Math.floor((value * (100 + settings.comboDamagePercentPerLevel.value * (combo - COMBO_MIN))) / 100);
}

/**
 * The level of `spell` at `grade` for `part` at `combo`; null when the data has no line for it.
 * `rangeMax` 2 so that the engine's default is ranged; the caller passes `atDistance` itself.
 */
export function bombSpellLevel(spell: BombSpellData, grade: number, part: BombPart, combo: number, settings: BombSettings = BOMB_SETTINGS): BombSpellLevel | null {
  if (!spell.bomb) return null;
  const list = part === 'wall' ? (settings.wallOffTurn.value ? spell.bomb.wallOffTurn : spell.bomb.wall) : spell.bomb.explosion;
  const line = list.find(([lineGrade]) => lineGrade === grade);
  if (!line) return null;
  const [, element, min, max] = line;
  if (!(BOMB_ELEMENTS as readonly string[]).includes(element)) return null;
  const useCombo = part !== 'wall' || settings.wallUsesCombo.value;
  const scale = (value: number) => (useCombo ? comboScaled(value, combo, settings) : value);
  return { level: grade, apCost: 0, rangeMax: 2, hits: [['damage', element as BombElement, scale(min), scale(max)]] };
}

// ---------------------------------------------------------------------------------------------
// Combo actions (bombs.md §2)

export const COMBO_ACTIONS = {
  cast_on_bomb: { gain: 1, explodes: true },
  detonator: { gain: 1, explodes: true },
  magnetism: { gain: 1, explodes: false },
  crossing: { gain: 1, explodes: false },
  trickery: { gain: 1, explodes: false },
  plombage: { gain: 1, explodes: false },
  musket: { gain: 1, explodes: false },
  kaboom: { gain: 1, explodes: false },
  imposture: { gain: 1, explodes: false },
  powder: { gain: 2, explodes: false },
  magnetic_trap: { gain: 1, explodes: true },
  last_breath: { gain: 3, explodes: false },
} as const satisfies Record<string, { gain: number; explodes: boolean }>;
export type ComboActionKind = keyof typeof COMBO_ACTIONS;
export const COMBO_ACTION_KINDS = Object.keys(COMBO_ACTIONS) as ComboActionKind[];

export interface ComboAction {
  kind: ComboActionKind;
  bombId: string;
}

// ---------------------------------------------------------------------------------------------
// Validation

export type BombErrorCode = 'off_board' | 'cell_taken' | 'too_many_bombs' | 'invalid_combo' | 'invalid_resistance' | 'unknown_bomb' | 'bomb_gone' | 'not_unlocked';

export class BombInputError extends Error {
  override readonly name = 'BombInputError';
  constructor(
    readonly code: BombErrorCode,
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

/** % resistances run from −1000 (a weakness) to 100; fixed ones from −RESIST_FLAT_MAX to RESIST_FLAT_MAX. */
export const RESIST_PERCENT_MIN = -1000;
export const RESIST_PERCENT_MAX = 100;
export const RESIST_FLAT_MAX = 10_000;

/** Throws `BombInputError` for a board the game cannot hold. */
export function validateBoard(state: BoardState, settings: BombSettings = BOMB_SETTINGS): void {
  const taken: { cell: Cell; field: string }[] = [];
  const place = (cell: Cell, field: string) => {
    if (!onBoard(cell)) throw new BombInputError('off_board', `${field} is off the board`, field);
    const other = taken.find((entry) => sameCell(entry.cell, cell));
    if (other) throw new BombInputError('cell_taken', `${field} stands on the cell of ${other.field}`, field);
    taken.push({ cell, field });
  };
  if (state.rogue) place(state.rogue, 'rogue');
  const perElement = new Map<BombElement, number>();
  state.bombs.forEach((bomb, index) => {
    const field = `bombs[${index}]`;
    place(bomb.cell, field);
    if (!Number.isInteger(bomb.combo) || bomb.combo < COMBO_MIN || bomb.combo > COMBO_MAX) {
      throw new BombInputError('invalid_combo', `${field}.combo must be ${COMBO_MIN}–${COMBO_MAX}`, `${field}.combo`);
    }
    const count = (perElement.get(bomb.element) ?? 0) + 1;
    if (count > settings.maxBombsPerElement.value) {
      throw new BombInputError('too_many_bombs', `at most ${settings.maxBombsPerElement.value} ${bomb.element} bombs`, field);
    }
    perElement.set(bomb.element, count);
  });
  state.targets.forEach((target, index) => {
    const field = `targets[${index}]`;
    place(target.cell, field);
    for (const element of BOMB_ELEMENTS) {
      const value = target.resistPercent[element];
      if (value !== undefined && (!Number.isInteger(value) || value < RESIST_PERCENT_MIN || value > RESIST_PERCENT_MAX)) {
        throw new BombInputError('invalid_resistance', `${field}.resistPercent.${element} must be a whole number from −1000 to 100`, `${field}.resistPercent.${element}`);
      }
      const flat = target.resistFlat?.[element];
      if (flat !== undefined && (!Number.isInteger(flat) || flat < -RESIST_FLAT_MAX || flat > RESIST_FLAT_MAX)) {
        throw new BombInputError('invalid_resistance', `${field}.resistFlat.${element} must be a whole number from −${RESIST_FLAT_MAX} to ${RESIST_FLAT_MAX}`, `${field}.resistFlat.${element}`);
      }
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Explosions and chain reactions

export interface Explosion {
  bombId: string;
  element: BombElement;
  /** The bomb's Combo when it went off. */
  combo: number;
  /** `explosion` for the bomb set off by an action, `chain_reaction` for one set off by another explosion. */
  part: 'explosion' | 'chain_reaction';
  /** The bomb whose explosion set this one off (chain reactions). */
  setOffBy: string | null;
  /** Targets within the explosion's area, with their distance to the bomb. */
  targets: { targetId: string; distance: number }[];
}

export interface Simulation {
  /** Combo of every bomb after the actions (capped at XV). */
  combos: Record<string, number>;
  /** Walls of the board before anything exploded. */
  walls: Wall[];
  /** Explosions in the game's order. */
  explosions: Explosion[];
}

/**
 * Runs the actions in order: each adds its Combo (capped at XV); one that sets a bomb off explodes it,
 * then every bomb within the explosion's area goes off with its chain-reaction spell, breadth first
 * (nearest first, then by row and column). A bomb explodes once: an exploded bomb is gone from the
 * board, so nothing loops. With no action, `trigger` (a bomb id) is set off alone.
 */
export function simulate(state: BoardState, actions: readonly ComboAction[], settings: BombSettings = BOMB_SETTINGS): Simulation {
  validateBoard(state, settings);
  const byId = new Map(state.bombs.map((bomb) => [bomb.id, bomb]));
  const combos: Record<string, number> = Object.fromEntries(state.bombs.map((bomb) => [bomb.id, bomb.combo]));
  const gone = new Set<string>();
  const explosions: Explosion[] = [];
  const radius = settings.explosionRadius.value;

  const detonate = (first: BoardBomb) => {
    const queue: { bomb: BoardBomb; setOffBy: string | null }[] = [{ bomb: first, setOffBy: null }];
    gone.add(first.id);
    while (queue.length > 0) {
      const { bomb, setOffBy } = queue.shift()!;
      explosions.push({
        bombId: bomb.id,
        element: bomb.element,
        combo: combos[bomb.id],
        part: setOffBy === null ? 'explosion' : 'chain_reaction',
        setOffBy,
        targets: state.targets
          .map((target) => ({ targetId: target.id, distance: cellDistance(bomb.cell, target.cell) }))
          .filter((entry) => entry.distance <= radius),
      });
      const reached = state.bombs
        .filter((other) => !gone.has(other.id) && cellDistance(bomb.cell, other.cell) <= radius)
        .sort((a, b) => cellDistance(bomb.cell, a.cell) - cellDistance(bomb.cell, b.cell) || a.cell.y - b.cell.y || a.cell.x - b.cell.x);
      for (const other of reached) {
        gone.add(other.id);
        queue.push({ bomb: other, setOffBy: bomb.id });
      }
    }
  };

  actions.forEach((action, index) => {
    const bomb = byId.get(action.bombId);
    if (!bomb) throw new BombInputError('unknown_bomb', `actions[${index}] names no bomb of the board`, `actions[${index}]`);
    if (gone.has(bomb.id)) throw new BombInputError('bomb_gone', `actions[${index}]: that bomb has already exploded`, `actions[${index}]`);
    const rule = COMBO_ACTIONS[action.kind];
    combos[bomb.id] = Math.min(COMBO_MAX, combos[bomb.id] + rule.gain);
    if (rule.explodes) detonate(bomb);
  });
  return { combos, walls: bombWalls(state.bombs, settings), explosions };
}

// ---------------------------------------------------------------------------------------------
// Damage report

export interface Range {
  min: number;
  max: number;
  average: number;
}

/** What the engine answers for one explosion or wall hit on one target: normal and critical. */
export interface HitDamage {
  normal: Range;
  critical: Range;
}

/** One damage computation the report needs: a part of a bomb at a Combo, on a target, melee or not. */
export interface DamageRequest {
  key: string;
  element: BombElement;
  part: BombPart;
  combo: number;
  targetId: string;
  atDistance: boolean;
}

export interface TargetHit {
  kind: 'explosion' | 'chain_reaction' | 'wall';
  /** Explosion index in `Simulation.explosions`, or wall index in `Simulation.walls`. */
  index: number;
  element: BombElement;
  combo: number;
  /** Walls: whether the target stands in it (counted in the total); explosions always count. */
  counted: boolean;
  damage: HitDamage;
}

export interface TargetReport {
  targetId: string;
  hits: TargetHit[];
  /** Sum of the counted hits: every explosion reaching the target, and the walls it stands in. */
  total: HitDamage;
}

function requestKey(element: BombElement, part: BombPart, combo: number, targetId: string, atDistance: boolean): string {
  return `${element}|${part}|${combo}|${targetId}|${atDistance ? 1 : 0}`;
}

function wallCombo(wall: Wall, combos: Record<string, number>): number {
  return Math.min(combos[wall.bombs[0]], combos[wall.bombs[1]]);
}

/**
 * The damage computations a simulation needs, each once: every explosion on every target it reaches,
 * and every wall's crossing for every target. The caller computes them (engine, in the worker).
 */
export function damageRequests(state: BoardState, simulation: Simulation, settings: BombSettings = BOMB_SETTINGS): DamageRequest[] {
  const requests = new Map<string, DamageRequest>();
  const add = (element: BombElement, part: BombPart, combo: number, targetId: string, atDistance: boolean) => {
    const key = requestKey(element, part, combo, targetId, atDistance);
    if (!requests.has(key)) requests.set(key, { key, element, part, combo, targetId, atDistance });
  };
  for (const explosion of simulation.explosions) {
    const part = explosion.part === 'chain_reaction' && settings.chainReactionAsExplosion.value ? 'explosion' : explosion.part;
    for (const { targetId, distance } of explosion.targets) add(explosion.element, part, explosion.combo, targetId, !(settings.meleeWhenAdjacent.value && distance <= 1));
  }
  const baseCombos = Object.fromEntries(state.bombs.map((bomb) => [bomb.id, bomb.combo]));
  for (const wall of simulation.walls) {
    for (const target of state.targets) add(wall.element, 'wall', wallCombo(wall, baseCombos), target.id, true);
  }
  return [...requests.values()];
}

const ZERO: Range = { min: 0, max: 0, average: 0 };

function addRange(a: Range, b: Range): Range {
  return { min: a.min + b.min, max: a.max + b.max, average: a.average + b.average };
}

/**
 * Per target, every explosion that reaches it and every wall's damage per crossing, with the total of
 * the explosions and the walls it stands in. `damageOf` answers the requests of `damageRequests`.
 */
export function bombReport(state: BoardState, simulation: Simulation, damageOf: (key: string) => HitDamage, settings: BombSettings = BOMB_SETTINGS): TargetReport[] {
  const baseCombos = Object.fromEntries(state.bombs.map((bomb) => [bomb.id, bomb.combo]));
  return state.targets.map((target) => {
    const hits: TargetHit[] = [];
    simulation.explosions.forEach((explosion, index) => {
      const reach = explosion.targets.find((entry) => entry.targetId === target.id);
      if (!reach) return;
      const part = explosion.part === 'chain_reaction' && settings.chainReactionAsExplosion.value ? 'explosion' : explosion.part;
      const key = requestKey(explosion.element, part, explosion.combo, target.id, !(settings.meleeWhenAdjacent.value && reach.distance <= 1));
      hits.push({ kind: explosion.part, index, element: explosion.element, combo: explosion.combo, counted: true, damage: damageOf(key) });
    });
    simulation.walls.forEach((wall, index) => {
      const combo = wallCombo(wall, baseCombos);
      const counted = wall.cells.some((cell) => sameCell(cell, target.cell));
      hits.push({ kind: 'wall', index, element: wall.element, combo, counted, damage: damageOf(requestKey(wall.element, 'wall', combo, target.id, true)) });
    });
    let normal = ZERO;
    let critical = ZERO;
    for (const hit of hits) {
      if (!hit.counted) continue;
      normal = addRange(normal, hit.damage.normal);
      critical = addRange(critical, hit.damage.critical);
    }
    return { targetId: target.id, hits, total: { normal, critical } };
  });
}

// ---------------------------------------------------------------------------------------------
// The whole computation for one character

export interface BombGrade {
  element: BombElement;
  spellId: number;
  /** null: the character's level has not unlocked the spell yet. */
  grade: number | null;
}

export interface BombminatorResult {
  grades: BombGrade[];
  simulation: Simulation;
  reports: TargetReport[];
}

/**
 * Computes one damage line: the engine's spell damage of `level` cast by the character on a target
 * with `resistPercent` and `resistFlat`, melee or at distance (the worker calls `engine.spellLevelDamage`).
 */
export type BombDamageFn = (
  spellId: number,
  level: BombSpellLevel,
  resistPercent: Partial<Record<BombElement, number>>,
  atDistance: boolean,
  resistFlat: Partial<Record<BombElement, number>>,
) => HitDamage;

/**
 * The board for a character of `characterLevel`: each element's spell (base or Resilient, as the
 * board chooses) at the grade the level unlocks, the actions, the explosions, and per target the damage.
 * A bomb of a spell the level has not unlocked is a `not_unlocked` error.
 */
export function runBombminator(
  spells: readonly BombSpellData[],
  characterLevel: number,
  state: BoardState,
  actions: readonly ComboAction[],
  damage: BombDamageFn,
  settings: BombSettings = BOMB_SETTINGS,
): BombminatorResult {
  const grades: BombGrade[] = BOMB_ELEMENTS.map((element) => {
    const spellId = BOMB_SPELLS[element][state.variants[element]];
    const spell = spells.find((entry) => entry.id === spellId);
    return { element, spellId, grade: spell ? gradeForLevel(spell, characterLevel) : null };
  });
  state.bombs.forEach((bomb, index) => {
    if (grades.find((entry) => entry.element === bomb.element)!.grade === null) {
      throw new BombInputError('not_unlocked', `bombs[${index}]: the ${bomb.element} bomb spell is not unlocked at level ${characterLevel}`, `bombs[${index}]`);
    }
  });
  const simulation = simulate(state, actions, settings);
  const results = new Map<string, HitDamage>();
  for (const request of damageRequests(state, simulation, settings)) {
    const { spellId, grade } = grades.find((entry) => entry.element === request.element)!;
    const spell = spells.find((entry) => entry.id === spellId)!;
    const level = bombSpellLevel(spell, grade!, request.part, request.combo, settings);
    if (!level) throw new BombInputError('not_unlocked', `no ${request.part} damage for spell ${spellId} grade ${grade}`, 'bombs');
    const target = state.targets.find((entry) => entry.id === request.targetId)!;
    results.set(request.key, damage(spellId, level, target.resistPercent, request.atDistance, target.resistFlat ?? {}));
  }
  return { grades, simulation, reports: bombReport(state, simulation, (key) => results.get(key)!, settings) };
}
