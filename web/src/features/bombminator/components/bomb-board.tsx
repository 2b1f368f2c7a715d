/**
 * The Bombminator's board: the game's diamond cells in an isometric SVG that scales to its
 * container's width. Every cell is a button (one tab stop, arrow keys move between cells, Enter or
 * Space acts); pieces and walls are drawn over the cells. The walls come from game/bombs.ts
 * (`bombWalls`), never computed here.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BOARD_SIZE, isoPosition, type BoardState, type BombElement, type Cell, type Wall } from '#game/bombs';
import { bombNumber, pieceAt, roman, stepCell, targetNumber, type PieceRef, type Selection } from '../model/board-editor.ts';

const CELL = 60;
const WIDTH = CELL * BOARD_SIZE;
const HEIGHT = (CELL / 2) * BOARD_SIZE;

export const ELEMENT_COLOURS: Record<BombElement, string> = { fire: '#d9480f', air: '#2f9e44', water: '#1c7ed6', earth: '#8d6e3f' };

function diamond(cell: Cell): string {
  const { left, top } = isoPosition(cell, CELL);
  return `${left},${top - CELL / 4} ${left + CELL / 2},${top} ${left},${top + CELL / 4} ${left - CELL / 2},${top}`;
}

export interface BombBoardProps {
  board: BoardState;
  walls: Wall[];
  selection: Selection;
  onCell: (cell: Cell) => void;
  /** A piece's name in the page language (for the cells' labels). */
  pieceName: (piece: PieceRef) => string;
}

export function BombBoard({ board, walls, selection, onCell, pieceName }: BombBoardProps) {
  const { t } = useTranslation();
  const [focus, setFocus] = useState<Cell>({ x: 0, y: 0 });
  const svg = useRef<SVGSVGElement>(null);
  const cells: Cell[] = [];
  for (let y = 0; y < BOARD_SIZE; y++) for (let x = 0; x < BOARD_SIZE; x++) cells.push({ x, y });
  const selected = selection.kind === 'piece' ? selection.piece : null;
  const isSelected = (piece: PieceRef | null) => piece !== null && selected !== null && piece.kind === selected.kind && (piece.kind === 'rogue' || piece.id === (selected as { id: string }).id);
  const wallCells = new Map<string, BombElement>();
  for (const wall of walls) for (const cell of wall.cells) wallCells.set(`${cell.x},${cell.y}`, wall.element);

  const onKey = (event: KeyboardEvent, cell: Cell) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onCell(cell);
      return;
    }
    const next = stepCell(cell, event.key, BOARD_SIZE);
    if (!next) return;
    event.preventDefault();
    setFocus(next);
    svg.current?.querySelector<SVGElement>(`[data-cell="${next.x},${next.y}"]`)?.focus();
  };

  return (
    <svg
      ref={svg}
      className="bomb-board"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="group"
      aria-label={t('bombminator.board.label', { size: BOARD_SIZE })}
      data-testid="bomb-board"
    >
      {cells.map((cell) => {
        const piece = pieceAt(board, cell);
        const wallElement = wallCells.get(`${cell.x},${cell.y}`);
        const label = piece ? t('bombminator.board.cellWith', { x: cell.x + 1, y: cell.y + 1, piece: pieceName(piece) }) : t('bombminator.board.cell', { x: cell.x + 1, y: cell.y + 1 });
        return (
          <polygon
            key={`${cell.x},${cell.y}`}
            points={diamond(cell)}
            className={`bomb-board__cell${(cell.x + cell.y) % 2 === 0 ? ' bomb-board__cell--even' : ''}${isSelected(piece) ? ' bomb-board__cell--selected' : ''}`}
            style={wallElement ? { fill: ELEMENT_COLOURS[wallElement], fillOpacity: 0.25 } : undefined}
            role="button"
            tabIndex={focus.x === cell.x && focus.y === cell.y ? 0 : -1}
            aria-label={label}
            aria-pressed={isSelected(piece) || undefined}
            data-cell={`${cell.x},${cell.y}`}
            data-testid={`bomb-cell-${cell.x}-${cell.y}`}
            data-piece={piece ? (piece.kind === 'rogue' ? 'rogue' : piece.id) : undefined}
            onClick={() => {
              setFocus(cell);
              onCell(cell);
            }}
            onFocus={() => setFocus(cell)}
            onKeyDown={(event) => onKey(event, cell)}
          />
        );
      })}
      {walls.map((wall) => {
        const a = board.bombs.find((bomb) => bomb.id === wall.bombs[0]);
        const b = board.bombs.find((bomb) => bomb.id === wall.bombs[1]);
        if (!a || !b) return null;
        const from = isoPosition(a.cell, CELL);
        const to = isoPosition(b.cell, CELL);
        return (
          <line
            key={`${wall.bombs[0]}-${wall.bombs[1]}`}
            x1={from.left}
            y1={from.top}
            x2={to.left}
            y2={to.top}
            className="bomb-board__wall"
            stroke={ELEMENT_COLOURS[wall.element]}
            data-testid="bomb-wall"
            data-bombs={wall.bombs.join(',')}
            data-element={wall.element}
          />
        );
      })}
      {board.rogue && <Piece cell={board.rogue} colour="#5f3dc4" text="R" kind="rogue" />}
      {board.bombs.map((bomb) => (
        <Piece key={bomb.id} cell={bomb.cell} colour={ELEMENT_COLOURS[bomb.element]} text={`${bombNumber(board, bomb.id)}·${roman(bomb.combo)}`} kind="bomb" />
      ))}
      {board.targets.map((target) => (
        <Piece key={target.id} cell={target.cell} colour="#343a40" text={String(targetNumber(board, target.id))} kind="target" />
      ))}
    </svg>
  );
}

function Piece({ cell, colour, text, kind }: { cell: Cell; colour: string; text: string; kind: 'rogue' | 'bomb' | 'target' }) {
  const { left, top } = isoPosition(cell, CELL);
  return (
    <g className={`bomb-board__piece bomb-board__piece--${kind}`} aria-hidden="true">
      {kind === 'target' ? (
        <rect x={left - 13} y={top - 22} width={26} height={26} rx={4} fill={colour} />
      ) : (
        <circle cx={left} cy={top - 8} r={kind === 'rogue' ? 13 : 12} fill={colour} />
      )}
      <text x={left} y={top - 4} textAnchor="middle" className="bomb-board__label">
        {text}
      </text>
    </g>
  );
}
