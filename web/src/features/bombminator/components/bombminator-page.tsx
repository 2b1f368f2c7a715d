/**
 * The Bombminator (`tools.bombminator`, dofus only; issue 20): the Roublard, its bombs and targets on
 * an isometric board; walls between aligned same-element bombs; Combo per bomb, set or given by the
 * actions; explosions and chain reactions in the game's order; for each target the damage of each
 * explosion and wall, normal and critical, with totals, computed in the engine worker with the
 * character's stuff (the builder's draft or one of the member's saved stuffs). The rules are
 * game/bombs.ts's; every open rule (BOMB_SETTINGS) is listed in the notes with its source.
 */
import '../messages/index.ts'; // this feature's texts, registered before any of its components renders
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Stuff } from '#contract/stuff';
import {
  BOMB_ELEMENTS,
  BOMB_SETTINGS,
  COMBO_ACTION_KINDS,
  COMBO_ACTIONS,
  COMBO_MAX,
  COMBO_MIN,
  ROUBLARD_CLASS_ID,
  bombWalls,
  type BombElement,
  type BombminatorResult,
  type ComboActionKind,
  type Range,
} from '#game/bombs';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { AlertCircleIcon } from '#web/components/ui/icons.tsx';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { ownStuffsQueryOptions, privateStuffQueryOptions } from '#web/entities/stuff/api/stuffs.ts';
import { useLocalDraftStuff } from '#web/entities/stuff/hooks/use-local-draft-stuff.ts';
import { toStuffInput } from '#web/entities/stuff/model/stuff-input.ts';
import { bombminatorQueryOptions } from '#web/lib/engine/engine-queries.ts';
import { isBombInputError } from '#web/lib/engine/engine-errors.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useLang, usePathTo } from '#web/lib/i18n/use-lang.ts';
import {
  addAction,
  bombCount,
  bombNumber,
  clickCell,
  initialEditor,
  removeAction,
  removePiece,
  roman,
  setCombo,
  setResist,
  setVariant,
  targetNumber,
  type EditorProblem,
  type EditorState,
  type PieceRef,
  type Tool,
} from '../model/board-editor.ts';
import { BombBoard, ELEMENT_COLOURS } from './bomb-board.tsx';
import { BombNotes } from './bomb-notes.tsx';
import { ResistInput } from './resist-input.tsx';
import './bombminator.css';

type Source = 'draft' | number;

export function BombminatorPage() {
  const { t } = useTranslation();
  const [source, setSource] = useState<Source>('draft');
  const character = useCharacter(source);
  const [editor, setEditor] = useState<EditorState>(initialEditor);
  const [problem, setProblem] = useState<EditorProblem | null>(null);
  const walls = useMemo(() => bombWalls(editor.board.bombs), [editor.board.bombs]);
  const names = usePieceNames(editor);

  const stuff = character.stuff;
  const rogue = stuff !== null && stuff.classId === ROUBLARD_CLASS_ID;
  const stuffInput = useMemo(() => (stuff ? toStuffInput(stuff) : null), [stuff]);
  const ready = rogue && stuffInput !== null && editor.board.bombs.length > 0 && editor.board.targets.length > 0;
  const result = useQuery({
    ...bombminatorQueryOptions(stuffInput ?? toStuffInput(character.fallback), editor.board, editor.actions),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  const failedWith = result.isError ? result.error : undefined;
  useEffect(() => {
    if (failedWith !== undefined && !isBombInputError(failedWith)) console.warn('Bombminator failed:', failedWith);
  }, [failedWith]);

  const change = (next: (state: EditorState) => EditorState) => {
    setProblem(null);
    setEditor(next);
  };

  return (
    <div className="container tool-page bombminator" data-testid="bombminator">
      <header>
        <h1 className="tool-page__title">{t('route.tools.bombminator')}</h1>
        <p className="tool-page__lead">{t('bombminator.lead')}</p>
      </header>

      <div className="tool-page__layout">
        <div className="tool-page__settings">
          <CharacterCard source={source} onSource={setSource} character={character} result={ready ? result.data : undefined} />
          <ToolsCard
            editor={editor}
            problem={problem}
            names={names}
            onTool={(tool) => change((state) => ({ ...state, selection: { kind: 'tool', tool } }))}
            onVariant={(element, resilient) => change((state) => setVariant(state, element, resilient ? 'resilient' : 'base'))}
            onRemove={(piece) => change((state) => removePiece(state, piece))}
          />
        </div>
        <div className="bombminator__main">
          <section className="card tool-card" aria-labelledby="bombminator-board-title">
            <header className="card__header">
              <h2 className="card__title" id="bombminator-board-title">
                {t('bombminator.board.title')}
              </h2>
              <span className="bombminator__walls" data-testid="bomb-wall-count">
                {t('bombminator.board.walls', { count: walls.length })}
              </span>
            </header>
            <div className="card__body bombminator__board-body">
              <BombBoard
                board={editor.board}
                walls={walls}
                selection={editor.selection}
                pieceName={names.piece}
                onCell={(cell) => {
                  const outcome = clickCell(editor, cell);
                  setEditor(outcome.state);
                  setProblem(outcome.problem);
                }}
              />
              <p className="bombminator__hint">{t('bombminator.board.keys')}</p>
              {problem?.code === 'tooManyBombs' && (
                <p className="status status--error" role="alert" data-testid="bomb-problem">
                  <AlertCircleIcon size={18} />
                  {t('bombminator.tooMany', { max: problem.max, element: t(`element.${problem.element}`) })}
                </p>
              )}
            </div>
          </section>
          <BombsCard editor={editor} names={names} result={ready ? result.data : undefined} onChange={change} />
          <TargetsCard editor={editor} onChange={change} onRemove={(piece) => change((state) => removePiece(state, piece))} />
          <ResultsCard editor={editor} names={names} ready={ready} blocked={stuff !== null && !rogue} result={result} />
        </div>
      </div>
      <BombNotes />
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// The character

interface Character {
  /** The stuff the damage is computed with; null while a saved one loads or failed. */
  stuff: Stuff | null;
  /** The draft (what the engine query is keyed on while the stuff is not there: never run). */
  fallback: Stuff;
  name: string;
  loading: boolean;
  error: unknown;
  member: boolean;
  saved: { id: number; name: string; level: number }[] | undefined;
}

function useCharacter(source: Source): Character {
  const { t } = useTranslation();
  const session = useSession();
  const member = session.status === 'member';
  const draft = useLocalDraftStuff();
  const own = useQuery({ ...ownStuffsQueryOptions(SITE_VARIANT), enabled: member, meta: { silent: true } });
  const savedId = typeof source === 'number' ? source : 0;
  const saved = useQuery({ ...privateStuffQueryOptions(SITE_VARIANT, savedId), enabled: member && savedId > 0, meta: { silent: true } });
  const list = own.data?.map((row) => ({ id: row.id, name: row.name, level: row.character_level }));
  if (source === 'draft' || !member) {
    return { stuff: draft.stuff, fallback: draft.stuff, name: draft.stuff.name || t('bombminator.character.draftName'), loading: false, error: null, member, saved: list };
  }
  return {
    stuff: saved.data?.stuff ?? null,
    fallback: draft.stuff,
    name: saved.data?.name ?? '',
    loading: saved.isPending,
    error: saved.isError ? saved.error : null,
    member,
    saved: list,
  };
}

function CharacterCard({ source, onSource, character, result }: { source: Source; onSource: (source: Source) => void; character: Character; result: BombminatorResult | undefined }) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const pickId = useId();
  const { stuff } = character;
  return (
    <section className="card tool-card" aria-labelledby="bombminator-character-title" data-testid="bomb-character">
      <header className="card__header">
        <h2 className="card__title" id="bombminator-character-title">
          {t('bombminator.character.title')}
        </h2>
      </header>
      <div className="card__body bombminator__stack">
        {character.member && (
          <div className="bombminator__row" role="group" aria-label={t('bombminator.character.source')}>
            <button type="button" className={`button button--small ${source === 'draft' ? 'button--primary' : 'button--soft'}`} aria-pressed={source === 'draft'} onClick={() => onSource('draft')} data-testid="bomb-source-draft">
              {t('bombminator.character.draft')}
            </button>
            <label htmlFor={pickId} className="visually-hidden">
              {t('bombminator.character.pick')}
            </label>
            <select
              id={pickId}
              className="field__control"
              value={typeof source === 'number' ? String(source) : ''}
              onChange={(event) => event.target.value !== '' && onSource(Number(event.target.value))}
              data-testid="bomb-source-saved"
            >
              <option value="">{character.saved && character.saved.length === 0 ? t('bombminator.character.none') : t('bombminator.character.pick')}</option>
              {character.saved?.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name} ({t('common.level', { level: entry.level })})
                </option>
              ))}
            </select>
          </div>
        )}
        {character.loading ? (
          <p className="status">
            <span className="spinner" aria-hidden="true" />
            {t('bombminator.character.loading')}
          </p>
        ) : character.error ? (
          <p className="status status--error" role="alert">
            <AlertCircleIcon size={18} />
            {t('bombminator.character.failed', { message: errorMessage(character.error, t) })}
          </p>
        ) : stuff ? (
          <>
            <p data-testid="bomb-character-summary">{t('bombminator.character.summary', { name: character.name, level: stuff.level })}</p>
            {stuff.classId !== ROUBLARD_CLASS_ID ? (
              <p className="status status--error" role="alert" data-testid="bomb-not-rogue">
                <AlertCircleIcon size={18} />
                <span>
                  {t('bombminator.character.notRogue')} <Link to={pathTo('stuff.draft')}>{t('bombminator.character.openBuilder')}</Link>
                </span>
              </p>
            ) : (
              result && (
                <div data-testid="bomb-grades">
                  <p>{t('bombminator.character.grades', { level: stuff.level })}</p>
                  <ul className="bombminator__list">
                    {result.grades.map((grade) => (
                      <li key={grade.element} data-testid={`bomb-grade-${grade.element}`}>
                        {grade.grade === null
                          ? t('bombminator.character.locked', { element: t(`element.${grade.element}`) })
                          : t('bombminator.character.grade', { element: t(`element.${grade.element}`), grade: grade.grade })}
                      </li>
                    ))}
                  </ul>
                </div>
              )
            )}
          </>
        ) : null}
      </div>
    </section>
  );
}

// ---------------------------------------------------------------------------------------------
// Pieces and their names

interface PieceNames {
  piece: (piece: PieceRef) => string;
  bombShort: (bombId: string) => string;
}

function usePieceNames(editor: EditorState): PieceNames {
  const { t } = useTranslation();
  const { board } = editor;
  const bombShort = (bombId: string) => {
    const bomb = board.bombs.find((entry) => entry.id === bombId);
    return bomb ? t('bombminator.piece.bombShort', { element: t(`element.${bomb.element}`), number: bombNumber(board, bombId) }) : bombId;
  };
  const piece = (ref: PieceRef) => {
    if (ref.kind === 'rogue') return t('bombminator.piece.rogue');
    if (ref.kind === 'target') return t('bombminator.piece.target', { number: targetNumber(board, ref.id) });
    const bomb = board.bombs.find((entry) => entry.id === ref.id);
    return bomb ? t('bombminator.piece.bomb', { element: t(`element.${bomb.element}`), number: bombNumber(board, ref.id), combo: roman(bomb.combo) }) : ref.id;
  };
  return { piece, bombShort };
}

interface ToolsCardProps {
  editor: EditorState;
  problem: EditorProblem | null;
  names: PieceNames;
  onTool: (tool: Tool) => void;
  onVariant: (element: BombElement, resilient: boolean) => void;
  onRemove: (piece: PieceRef) => void;
}

function ToolsCard({ editor, names, onTool, onVariant, onRemove }: ToolsCardProps) {
  const { t } = useTranslation();
  const { selection, board } = editor;
  const max = BOMB_SETTINGS.maxBombsPerElement.value;
  const toolButton = (tool: Tool, label: string, colour?: string) => {
    const active = selection.kind === 'tool' && selection.tool === tool;
    return (
      <button
        type="button"
        className={`button button--small ${active ? 'button--primary' : 'button--soft'}`}
        aria-pressed={active}
        onClick={() => onTool(tool)}
        data-testid={`bomb-tool-${tool}`}
      >
        {colour && <span className="bombminator__swatch" style={{ background: colour }} aria-hidden="true" />}
        {label}
      </button>
    );
  };
  return (
    <section className="card tool-card" aria-labelledby="bombminator-tools-title" data-testid="bomb-tools">
      <header className="card__header">
        <h2 className="card__title" id="bombminator-tools-title">
          {t('bombminator.tools.title')}
        </h2>
      </header>
      <div className="card__body bombminator__stack">
        <p className="bombminator__hint">{t('bombminator.tools.hint')}</p>
        <div className="bombminator__row">
          {toolButton('rogue', t('bombminator.tools.rogue'))}
          {toolButton('target', t('bombminator.tools.target'))}
        </div>
        <ul className="bombminator__list">
          {BOMB_ELEMENTS.map((element) => (
            <li key={element} className="bombminator__row">
              {toolButton(element, t('bombminator.tools.bomb', { element: t(`element.${element}`), count: bombCount(board, element), max }), ELEMENT_COLOURS[element])}
              <label className="bombminator__check">
                <input type="checkbox" checked={board.variants[element] === 'resilient'} onChange={(event) => onVariant(element, event.target.checked)} data-testid={`bomb-resilient-${element}`} />
                {t('bombminator.tools.resilient')}
              </label>
            </li>
          ))}
        </ul>
        {selection.kind === 'piece' && (
          <div className="bombminator__row" data-testid="bomb-selected">
            <span>{t('bombminator.tools.selected', { piece: names.piece(selection.piece) })}</span>
            <button type="button" className="button button--small button--soft" onClick={() => onRemove(selection.piece)} data-testid="bomb-selected-remove">
              {t('bombminator.bombs.remove')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}

// ---------------------------------------------------------------------------------------------
// Bombs, Combo and actions

function BombsCard({ editor, names, result, onChange }: { editor: EditorState; names: PieceNames; result: BombminatorResult | undefined; onChange: (next: (state: EditorState) => EditorState) => void }) {
  const { t } = useTranslation();
  const { board, actions } = editor;
  const [kind, setKind] = useState<ComboActionKind>('cast_on_bomb');
  const [bombId, setBombId] = useState('');
  const chosenBomb = board.bombs.some((bomb) => bomb.id === bombId) ? bombId : (board.bombs[0]?.id ?? '');
  const kindId = useId();
  const bombSelectId = useId();
  const combos = Array.from({ length: COMBO_MAX - COMBO_MIN + 1 }, (_, index) => COMBO_MIN + index);
  return (
    <section className="card tool-card" aria-labelledby="bombminator-bombs-title" data-testid="bomb-bombs">
      <header className="card__header">
        <h2 className="card__title" id="bombminator-bombs-title">
          {t('bombminator.bombs.title')}
        </h2>
      </header>
      <div className="card__body bombminator__stack">
        {board.bombs.length === 0 ? (
          <p className="status">{t('bombminator.bombs.empty')}</p>
        ) : (
          <ul className="bombminator__list">
            {board.bombs.map((bomb) => {
              const after = result?.simulation.combos[bomb.id];
              return (
                <li key={bomb.id} className="bombminator__row" data-testid={`bomb-${bomb.id}`}>
                  <span className="bombminator__swatch" style={{ background: ELEMENT_COLOURS[bomb.element] }} aria-hidden="true" />
                  <span className="bombminator__name">{names.bombShort(bomb.id)}</span>
                  <label className="bombminator__inline">
                    {t('bombminator.bombs.combo')}
                    <select
                      className="field__control bombminator__control"
                      value={bomb.combo}
                      onChange={(event) => onChange((state) => setCombo(state, bomb.id, Number(event.target.value)))}
                      data-testid={`bomb-${bomb.id}-combo`}
                    >
                      {combos.map((combo) => (
                        <option key={combo} value={combo}>
                          {roman(combo)}
                        </option>
                      ))}
                    </select>
                  </label>
                  {after !== undefined && after !== bomb.combo && <span className="bombminator__hint">{t('bombminator.bombs.afterActions', { combo: roman(after) })}</span>}
                  <button type="button" className="button button--small button--soft" onClick={() => onChange((state) => removePiece(state, { kind: 'bomb', id: bomb.id }))}>
                    {t('bombminator.bombs.remove')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <h3 className="bombminator__subtitle">{t('bombminator.actions.title')}</h3>
        <p className="bombminator__hint">{t('bombminator.actions.hint')}</p>
        {actions.length === 0 ? (
          <p className="status" data-testid="bomb-actions-empty">
            {t('bombminator.actions.empty')}
          </p>
        ) : (
          <ol className="bombminator__list bombminator__list--numbered" data-testid="bomb-actions">
            {actions.map((action, index) => (
              <li key={`${index}-${action.kind}-${action.bombId}`} className="bombminator__row">
                <span>{t('bombminator.actions.item', { action: t(`bombminator.action.${action.kind}`), bomb: names.bombShort(action.bombId) })}</span>
                <button type="button" className="button button--small button--soft" onClick={() => onChange((state) => removeAction(state, index))}>
                  {t('bombminator.bombs.remove')}
                </button>
              </li>
            ))}
          </ol>
        )}
        {board.bombs.length > 0 && (
          <div className="bombminator__row bombminator__row--form">
            <label htmlFor={kindId} className="bombminator__inline">
              {t('bombminator.actions.kind')}
            </label>
            <select id={kindId} className="field__control bombminator__control" value={kind} onChange={(event) => setKind(event.target.value as ComboActionKind)} data-testid="bomb-action-kind">
              {COMBO_ACTION_KINDS.map((option) => (
                <option key={option} value={option}>
                  {t(`bombminator.action.${option}`)} —{' '}
                  {COMBO_ACTIONS[option].explodes ? t('bombminator.actions.explodes', { gain: COMBO_ACTIONS[option].gain }) : t('bombminator.actions.gain', { gain: COMBO_ACTIONS[option].gain })}
                </option>
              ))}
            </select>
            <label htmlFor={bombSelectId} className="bombminator__inline">
              {t('bombminator.actions.bomb')}
            </label>
            <select id={bombSelectId} className="field__control bombminator__control" value={chosenBomb} onChange={(event) => setBombId(event.target.value)} data-testid="bomb-action-bomb">
              {board.bombs.map((bomb) => (
                <option key={bomb.id} value={bomb.id}>
                  {names.bombShort(bomb.id)}
                </option>
              ))}
            </select>
            <button type="button" className="button button--small button--primary" onClick={() => onChange((state) => addAction(state, kind, chosenBomb))} data-testid="bomb-action-add">
              {t('bombminator.actions.add')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}

// ---------------------------------------------------------------------------------------------
// Targets

function TargetsCard({ editor, onChange, onRemove }: { editor: EditorState; onChange: (next: (state: EditorState) => EditorState) => void; onRemove: (piece: PieceRef) => void }) {
  const { t } = useTranslation();
  const { board } = editor;
  return (
    <section className="card tool-card" aria-labelledby="bombminator-targets-title" data-testid="bomb-targets">
      <header className="card__header">
        <h2 className="card__title" id="bombminator-targets-title">
          {t('bombminator.targets.title')}
        </h2>
      </header>
      <div className="card__body bombminator__stack">
        {board.targets.length === 0 ? (
          <p className="status">{t('bombminator.targets.empty')}</p>
        ) : (
          board.targets.map((target) => (
            <fieldset key={target.id} className="bombminator__target" data-testid={`bomb-target-${target.id}`}>
              <legend>{t('bombminator.piece.target', { number: targetNumber(board, target.id) })}</legend>
              <div className="bombminator__resists">
                {BOMB_ELEMENTS.map((element) => (
                  <div key={element} className="bombminator__resist">
                    <ResistInput
                      label={t('bombminator.targets.percent', { element: t(`element.${element}`) })}
                      kind="percent"
                      value={target.resistPercent[element] ?? 0}
                      onValid={(value) => onChange((state) => setResist(state, target.id, 'percent', element, value))}
                      testId={`bomb-target-${target.id}-percent-${element}`}
                    />
                    <ResistInput
                      label={t('bombminator.targets.flat', { element: t(`element.${element}`) })}
                      kind="flat"
                      value={target.resistFlat?.[element] ?? 0}
                      onValid={(value) => onChange((state) => setResist(state, target.id, 'flat', element, value))}
                      testId={`bomb-target-${target.id}-flat-${element}`}
                    />
                  </div>
                ))}
              </div>
              <button type="button" className="button button--small button--soft" onClick={() => onRemove({ kind: 'target', id: target.id })}>
                {t('bombminator.bombs.remove')}
              </button>
            </fieldset>
          ))
        )}
      </div>
    </section>
  );
}

// ---------------------------------------------------------------------------------------------
// Results

function useRangeText(): (range: Range) => string {
  const { t } = useTranslation();
  const lang = useLang();
  const format = useMemo(() => new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }), [lang]);
  return (range) => t('bombminator.results.range', { min: format.format(range.min), max: format.format(range.max), average: format.format(range.average) });
}

interface ResultsCardProps {
  editor: EditorState;
  names: PieceNames;
  /** The board and the character can be computed. */
  ready: boolean;
  /** The character is not a Roublard (the character card says why). */
  blocked: boolean;
  result: UseQueryResult<BombminatorResult>;
}

function ResultsCard({ editor, names, ready, blocked, result }: ResultsCardProps) {
  const { t } = useTranslation();
  const rangeText = useRangeText();
  const data = ready ? result.data : undefined;
  const busy = ready && result.isFetching;
  const { board } = editor;
  const bombName = (bombId: string) => names.bombShort(bombId);
  return (
    <section className="card tool-card" aria-labelledby="bombminator-results-title" aria-busy={busy} data-testid="bomb-results" data-ready={data && !result.isPlaceholderData && !busy && !result.isError ? 'true' : undefined}>
      <header className="card__header">
        <h2 className="card__title" id="bombminator-results-title">
          {t('bombminator.results.title')}
        </h2>
        {busy && (
          <span className="status">
            <span className="spinner" aria-hidden="true" />
            {t('bombminator.results.computing')}
          </span>
        )}
      </header>
      <div className="card__body bombminator__stack">
        {blocked ? (
          <p className="status" data-testid="bomb-results-blocked">
            {t('bombminator.character.notRogue')}
          </p>
        ) : !ready ? (
          <p className="status">{t('bombminator.results.needTargets')}</p>
        ) : result.isError ? (
          <p className="status status--error" role="alert" data-testid="bomb-error">
            <AlertCircleIcon size={18} />
            {isBombInputError(result.error) ? t(`bombminator.error.${result.error.code}`) : t('bombminator.error.failed')}
          </p>
        ) : !data ? null : (
          <>
            <h3 className="bombminator__subtitle">{t('bombminator.results.order')}</h3>
            {data.simulation.explosions.length === 0 ? (
              <p className="status" data-testid="bomb-no-explosion">
                {t('bombminator.results.noExplosion')}
              </p>
            ) : (
              <ol className="bombminator__list bombminator__list--numbered" data-testid="bomb-order">
                {data.simulation.explosions.map((explosion, index) => (
                  <li key={index} data-bomb={explosion.bombId}>
                    {explosion.part === 'explosion'
                      ? t('bombminator.results.explosion', { bomb: bombName(explosion.bombId), combo: roman(explosion.combo) })
                      : t('bombminator.results.chain', { bomb: bombName(explosion.bombId), by: bombName(explosion.setOffBy ?? ''), combo: roman(explosion.combo) })}
                  </li>
                ))}
              </ol>
            )}
            {data.reports.map((report) => (
              <div key={report.targetId} className="bombminator__report" data-testid={`bomb-report-${report.targetId}`}>
                <h3 className="bombminator__subtitle">{t('bombminator.piece.target', { number: targetNumber(board, report.targetId) })}</h3>
                {report.hits.length === 0 ? (
                  <p className="status">{t('bombminator.results.noHit')}</p>
                ) : (
                  <div className="bombminator__table-wrap">
                    <table className="bombminator__table">
                      <thead>
                        <tr>
                          <th scope="col">{t('bombminator.results.hit')}</th>
                          <th scope="col">{t('bombminator.results.normal')}</th>
                          <th scope="col">{t('bombminator.results.critical')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {report.hits.map((hit, index) => {
                          const wall = hit.kind === 'wall' ? data.simulation.walls[hit.index] : null;
                          const explosion = hit.kind === 'wall' ? null : data.simulation.explosions[hit.index];
                          const label = wall
                            ? t('bombminator.results.wallHit', { from: bombName(wall.bombs[0]), to: bombName(wall.bombs[1]) })
                            : t(hit.kind === 'chain_reaction' ? 'bombminator.results.chainHit' : 'bombminator.results.explosionHit', { bomb: bombName(explosion?.bombId ?? '') });
                          return (
                            <tr key={index} className={hit.counted ? undefined : 'bombminator__uncounted'} data-testid={`bomb-hit-${report.targetId}-${index}`} data-kind={hit.kind}>
                              <th scope="row">
                                {label} · {roman(hit.combo)}
                                {wall && <span className="bombminator__hint"> — {t(hit.counted ? 'bombminator.results.inWall' : 'bombminator.results.notInWall')}</span>}
                              </th>
                              <td className="tabular">{rangeText(hit.damage.normal)}</td>
                              <td className="tabular">{rangeText(hit.damage.critical)}</td>
                            </tr>
                          );
                        })}
                      </tbody>
                      <tfoot>
                        <tr>
                          <th scope="row">{t('bombminator.results.total')}</th>
                          <td className="tabular" data-testid={`bomb-total-${report.targetId}-normal`}>
                            {rangeText(report.total.normal)}
                          </td>
                          <td className="tabular" data-testid={`bomb-total-${report.targetId}-critical`}>
                            {rangeText(report.total.critical)}
                          </td>
                        </tr>
                      </tfoot>
                    </table>
                  </div>
                )}
              </div>
            ))}
          </>
        )}
      </div>
    </section>
  );
}
