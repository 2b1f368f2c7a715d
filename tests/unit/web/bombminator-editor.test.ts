/**
 * The Bombminator's board editor (web/src/features/bombminator/model/board-editor.ts): placing and
 * moving pieces by clicking cells, the game's limit of bombs per element, Combo, actions and the
 * targets' resistances typed as text; and the board it builds always passes game/bombs.ts's validation.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOARD_SIZE, BOMB_SETTINGS, BombInputError, bombWalls, validateBoard, type BoardState } from '#game/bombs';
import {
  addAction,
  clickCell,
  initialEditor,
  parseResist,
  removePiece,
  roman,
  setCombo,
  setResist,
  stepCell,
  type EditorState,
  type Tool,
} from '#web/features/bombminator/model/board-editor.ts';

function select(state: EditorState, tool: Tool): EditorState {
  return { ...state, selection: { kind: 'tool', tool } };
}

function click(state: EditorState, x: number, y: number): EditorState {
  return clickCell(state, { x, y }).state;
}

describe('Bombminator board editor', () => {
  it('places pieces, refuses a bomb beyond the limit of its element, moves a selected piece', () => {
    let state = select(initialEditor(), 'fire');
    const max = BOMB_SETTINGS.maxBombsPerElement.value;
    for (let index = 0; index < max; index++) state = click(state, index * 2, 0);
    expect(state.board.bombs).toHaveLength(max);
    const refused = clickCell(state, { x: 10, y: 10 });
    expect(refused.problem).toEqual({ code: 'tooManyBombs', element: 'fire', max });
    expect(refused.state).toBe(state);
    // Another element still has room.
    state = click(select(state, 'air'), 10, 10);
    expect(state.board.bombs.filter((bomb) => bomb.element === 'air')).toHaveLength(1);
    state = click(select(state, 'rogue'), 5, 5);
    state = click(select(state, 'target'), 6, 6);
    expect(state.board.rogue).toEqual({ x: 5, y: 5 });
    expect(state.board.targets).toHaveLength(1);
    // Clicking the first fire bomb selects it; clicking an empty cell moves it.
    const first = state.board.bombs[0].id;
    state = click(state, 0, 0);
    expect(state.selection).toEqual({ kind: 'piece', piece: { kind: 'bomb', id: first } });
    state = click(state, 0, 7);
    expect(state.board.bombs[0].cell).toEqual({ x: 0, y: 7 });
    expect(state.board.bombs).toHaveLength(max + 1);
    // Clicking it again gives the tool back.
    state = click(state, 0, 7);
    expect(state.selection).toEqual({ kind: 'tool', tool: 'fire' });
    expect(clickCell(state, { x: BOARD_SIZE, y: 0 }).problem).toEqual({ code: 'offBoard' });
  });

  it('walls follow the moves: aligned same-element bombs form one, moving one out of line removes it', () => {
    let state = select(initialEditor(), 'fire');
    state = click(state, 3, 2);
    state = click(state, 3, 6);
    expect(bombWalls(state.board.bombs)).toHaveLength(1);
    state = click(state, 3, 6); // select
    state = click(state, 4, 7); // move out of line
    expect(bombWalls(state.board.bombs)).toHaveLength(0);
  });

  it('a removed bomb takes its actions with it; Combo stays within I–XV', () => {
    let state = click(click(select(initialEditor(), 'water'), 1, 1), 1, 3);
    const [a, b] = state.board.bombs.map((bomb) => bomb.id);
    state = addAction(addAction(state, 'detonator', a), 'powder', b);
    expect(state.actions).toHaveLength(2);
    state = removePiece(state, { kind: 'bomb', id: a });
    expect(state.actions).toEqual([{ kind: 'powder', bombId: b }]);
    expect(addAction(state, 'detonator', 'nope').actions).toHaveLength(1);
    expect(setCombo(state, b, 99).board.bombs[0].combo).toBe(15);
    expect(setCombo(state, b, 0).board.bombs[0].combo).toBe(1);
  });

  it('resistances typed as text: whole numbers within the game bounds, empty is 0', () => {
    expect(parseResist('', 'percent')).toEqual({ value: 0 });
    expect(parseResist(' 25 ', 'percent')).toEqual({ value: 25 });
    expect(parseResist('−20', 'percent')).toEqual({ value: -20 });
    expect(parseResist('12.5', 'percent')).toEqual({ problem: { code: 'notWhole' } });
    expect(parseResist('abc', 'flat')).toEqual({ problem: { code: 'notWhole' } });
    expect(parseResist('101', 'percent')).toEqual({ problem: { code: 'outOfRange', min: -1000, max: 100 } });
    expect(parseResist('500', 'flat')).toEqual({ value: 500 });
    let state = click(select(initialEditor(), 'target'), 2, 2);
    const id = state.board.targets[0].id;
    state = setResist(state, id, 'percent', 'fire', 30);
    state = setResist(state, id, 'flat', 'air', 12);
    expect(state.board.targets[0]).toMatchObject({ resistPercent: { fire: 30 }, resistFlat: { air: 12 } });
    expect(setResist(state, id, 'percent', 'fire', 0).board.targets[0].resistPercent).toEqual({});
  });

  it('a flat resistance out of bounds is refused by the rules too', () => {
    const board: BoardState = { rogue: null, bombs: [], targets: [{ id: 't', cell: { x: 1, y: 1 }, resistPercent: {}, resistFlat: { earth: 1e9 } }], variants: initialEditor().board.variants };
    expect(() => validateBoard(board)).toThrow(BombInputError);
  });

  it('any sequence of clicks builds a board the rules accept', () => {
    const tools: Tool[] = ['rogue', 'target', 'fire', 'air', 'water', 'earth'];
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...tools), fc.integer({ min: 0, max: BOARD_SIZE - 1 }), fc.integer({ min: 0, max: BOARD_SIZE - 1 }), fc.boolean()), { maxLength: 40 }), (steps) => {
        let state = initialEditor();
        for (const [tool, x, y, reselect] of steps) {
          if (reselect) state = select(state, tool);
          state = click(state, x, y);
        }
        expect(() => validateBoard(state.board)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });

  it('roman numerals and arrow steps', () => {
    expect([1, 4, 5, 9, 10, 14, 15].map(roman)).toEqual(['I', 'IV', 'V', 'IX', 'X', 'XIV', 'XV']);
    expect(stepCell({ x: 0, y: 0 }, 'ArrowLeft', BOARD_SIZE)).toBeNull();
    expect(stepCell({ x: 0, y: 0 }, 'ArrowRight', BOARD_SIZE)).toEqual({ x: 1, y: 0 });
    expect(stepCell({ x: 0, y: 0 }, 'ArrowDown', BOARD_SIZE)).toEqual({ x: 0, y: 1 });
    expect(stepCell({ x: 0, y: 0 }, 'Tab', BOARD_SIZE)).toBeNull();
  });
});
