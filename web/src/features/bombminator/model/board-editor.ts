/**
 * The Bombminator board as the player edits it: what a click or tap on a cell does with the selected
 * tool (place the Roublard, a bomb of an element, a target) or the selected piece (move it), the
 * game's limit of bombs per element, the Combo set per bomb, the Combo actions and the targets'
 * resistances typed as text (kept as typed; the board only takes valid values). Pure: unit-tested
 * in tests/unit/web/bombminator-editor.test.ts. The rules themselves live in game/bombs.ts.
 */
import {
  BOMB_ELEMENTS,
  BOMB_SETTINGS,
  COMBO_ACTIONS,
  COMBO_MAX,
  COMBO_MIN,
  RESIST_FLAT_MAX,
  RESIST_PERCENT_MAX,
  RESIST_PERCENT_MIN,
  onBoard,
  sameCell,
  type BoardState,
  type BombElement,
  type BombVariant,
  type Cell,
  type ComboAction,
  type ComboActionKind,
} from '#game/bombs';

export type Tool = 'rogue' | 'target' | BombElement;
/** A piece on the board: the Roublard, or a bomb or target by id. */
export type PieceRef = { kind: 'rogue' } | { kind: 'bomb'; id: string } | { kind: 'target'; id: string };
export type Selection = { kind: 'tool'; tool: Tool } | { kind: 'piece'; piece: PieceRef };

export interface EditorState {
  board: BoardState;
  actions: ComboAction[];
  selection: Selection;
  /** Next number of a new bomb or target id. */
  next: number;
}

/** Why a click did nothing (the page words it in the user's language). */
export type EditorProblem = { code: 'tooManyBombs'; element: BombElement; max: number } | { code: 'offBoard' };

export interface EditorOutcome {
  state: EditorState;
  problem: EditorProblem | null;
}

export const EMPTY_VARIANTS: Record<BombElement, BombVariant> = { fire: 'base', air: 'base', water: 'base', earth: 'base' };

export function initialEditor(): EditorState {
  return { board: { rogue: null, bombs: [], targets: [], variants: { ...EMPTY_VARIANTS } }, actions: [], selection: { kind: 'tool', tool: 'fire' }, next: 1 };
}

/** The piece standing on `cell`, if any. */
export function pieceAt(board: BoardState, cell: Cell): PieceRef | null {
  if (board.rogue && sameCell(board.rogue, cell)) return { kind: 'rogue' };
  const bomb = board.bombs.find((entry) => sameCell(entry.cell, cell));
  if (bomb) return { kind: 'bomb', id: bomb.id };
  const target = board.targets.find((entry) => sameCell(entry.cell, cell));
  if (target) return { kind: 'target', id: target.id };
  return null;
}

export function samePiece(a: PieceRef, b: PieceRef): boolean {
  return a.kind === b.kind && (a.kind === 'rogue' || a.id === (b as { id: string }).id);
}

export function bombCount(board: BoardState, element: BombElement): number {
  return board.bombs.filter((bomb) => bomb.element === element).length;
}

function movePiece(board: BoardState, piece: PieceRef, cell: Cell): BoardState {
  if (piece.kind === 'rogue') return { ...board, rogue: cell };
  if (piece.kind === 'bomb') return { ...board, bombs: board.bombs.map((bomb) => (bomb.id === piece.id ? { ...bomb, cell } : bomb)) };
  return { ...board, targets: board.targets.map((target) => (target.id === piece.id ? { ...target, cell } : target)) };
}

/**
 * A click or tap on `cell`: on a piece, selects it (again: back to the tool it was placed with);
 * on an empty cell, moves the selected piece there, or places a new piece of the selected tool.
 * A bomb beyond the game's limit for its element is refused with `tooManyBombs`.
 */
export function clickCell(state: EditorState, cell: Cell, maxPerElement = BOMB_SETTINGS.maxBombsPerElement.value): EditorOutcome {
  if (!onBoard(cell)) return { state, problem: { code: 'offBoard' } };
  const here = pieceAt(state.board, cell);
  if (here) {
    if (state.selection.kind === 'piece' && samePiece(state.selection.piece, here)) return { state: { ...state, selection: { kind: 'tool', tool: toolOf(state.board, here) } }, problem: null };
    return { state: { ...state, selection: { kind: 'piece', piece: here } }, problem: null };
  }
  const { selection } = state;
  if (selection.kind === 'piece') {
    // After a move the piece stays selected: the next tap moves it again.
    return { state: { ...state, board: movePiece(state.board, selection.piece, cell) }, problem: null };
  }
  const tool = selection.tool;
  if (tool === 'rogue') return { state: { ...state, board: { ...state.board, rogue: cell } }, problem: null };
  if (tool === 'target') {
    const target = { id: `t${state.next}`, cell, resistPercent: {}, resistFlat: {} };
    return { state: { ...state, board: { ...state.board, targets: [...state.board.targets, target] }, next: state.next + 1 }, problem: null };
  }
  if (bombCount(state.board, tool) >= maxPerElement) return { state, problem: { code: 'tooManyBombs', element: tool, max: maxPerElement } };
  const bomb = { id: `b${state.next}`, element: tool, cell, combo: COMBO_MIN };
  return { state: { ...state, board: { ...state.board, bombs: [...state.board.bombs, bomb] }, next: state.next + 1 }, problem: null };
}

function toolOf(board: BoardState, piece: PieceRef): Tool {
  if (piece.kind === 'rogue') return 'rogue';
  if (piece.kind === 'target') return 'target';
  return board.bombs.find((bomb) => bomb.id === piece.id)?.element ?? 'fire';
}

/** Takes a piece off the board, with the actions on a removed bomb. */
export function removePiece(state: EditorState, piece: PieceRef): EditorState {
  const selection: Selection = state.selection.kind === 'piece' && samePiece(state.selection.piece, piece) ? { kind: 'tool', tool: toolOf(state.board, piece) } : state.selection;
  if (piece.kind === 'rogue') return { ...state, selection, board: { ...state.board, rogue: null } };
  if (piece.kind === 'target') return { ...state, selection, board: { ...state.board, targets: state.board.targets.filter((target) => target.id !== piece.id) } };
  return {
    ...state,
    selection,
    board: { ...state.board, bombs: state.board.bombs.filter((bomb) => bomb.id !== piece.id) },
    actions: state.actions.filter((action) => action.bombId !== piece.id),
  };
}

export function setCombo(state: EditorState, bombId: string, combo: number): EditorState {
  const value = Math.min(COMBO_MAX, Math.max(COMBO_MIN, Math.trunc(combo)));
  return { ...state, board: { ...state.board, bombs: state.board.bombs.map((bomb) => (bomb.id === bombId ? { ...bomb, combo: value } : bomb)) } };
}

export function setVariant(state: EditorState, element: BombElement, variant: BombVariant): EditorState {
  return { ...state, board: { ...state.board, variants: { ...state.board.variants, [element]: variant } } };
}

export function addAction(state: EditorState, kind: ComboActionKind, bombId: string): EditorState {
  if (!(kind in COMBO_ACTIONS) || !state.board.bombs.some((bomb) => bomb.id === bombId)) return state;
  return { ...state, actions: [...state.actions, { kind, bombId }] };
}

export function removeAction(state: EditorState, index: number): EditorState {
  return { ...state, actions: state.actions.filter((_, at) => at !== index) };
}

// ---------------------------------------------------------------------------------------------
// Resistances typed as text

export type ResistKind = 'percent' | 'flat';

export type ResistProblem = { code: 'notWhole' } | { code: 'outOfRange'; min: number; max: number };

export function resistBounds(kind: ResistKind): { min: number; max: number } {
  return kind === 'percent' ? { min: RESIST_PERCENT_MIN, max: RESIST_PERCENT_MAX } : { min: -RESIST_FLAT_MAX, max: RESIST_FLAT_MAX };
}

/** A resistance as typed: empty is 0; a whole number within the game's bounds; otherwise the problem. */
export function parseResist(text: string, kind: ResistKind): { value: number } | { problem: ResistProblem } {
  const trimmed = text.trim().replace(/^[−–]/, '-');
  if (trimmed === '') return { value: 0 };
  if (!/^[-+]?\d+$/.test(trimmed)) return { problem: { code: 'notWhole' } };
  const value = Number(trimmed);
  const { min, max } = resistBounds(kind);
  if (value < min || value > max) return { problem: { code: 'outOfRange', min, max } };
  return { value };
}

/** Sets one valid resistance of a target (0 is left out of the record). */
export function setResist(state: EditorState, targetId: string, kind: ResistKind, element: BombElement, value: number): EditorState {
  const targets = state.board.targets.map((target) => {
    if (target.id !== targetId) return target;
    const key = kind === 'percent' ? 'resistPercent' : 'resistFlat';
    const record = { ...(target[key] ?? {}) };
    if (value === 0) delete record[element];
    else record[element] = value;
    return { ...target, [key]: record };
  });
  return { ...state, board: { ...state.board, targets } };
}

/** The bomb's label number among the bombs of its element (1, 2, 3), in the board's order. */
export function bombNumber(board: BoardState, bombId: string): number {
  const bomb = board.bombs.find((entry) => entry.id === bombId);
  if (!bomb) return 0;
  return board.bombs.filter((entry) => entry.element === bomb.element).findIndex((entry) => entry.id === bombId) + 1;
}

export function targetNumber(board: BoardState, targetId: string): number {
  return board.targets.findIndex((entry) => entry.id === targetId) + 1;
}

/** Roman numerals of Combo I–XV. */
export function roman(value: number): string {
  const table: [number, string][] = [
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let rest = value;
  let text = '';
  for (const [step, glyph] of table) {
    while (rest >= step) {
      text += glyph;
      rest -= step;
    }
  }
  return text;
}

export const ELEMENTS = BOMB_ELEMENTS;

/** The cell one arrow-key step away, within the board (arrows move along the game's lines). */
export function stepCell(cell: Cell, key: string, size: number): Cell | null {
  const moves: Record<string, Cell> = { ArrowUp: { x: 0, y: -1 }, ArrowDown: { x: 0, y: 1 }, ArrowLeft: { x: -1, y: 0 }, ArrowRight: { x: 1, y: 0 } };
  const move = moves[key];
  if (!move) return null;
  const next = { x: cell.x + move.x, y: cell.y + move.y };
  return onBoard(next, size) ? next : null;
}
