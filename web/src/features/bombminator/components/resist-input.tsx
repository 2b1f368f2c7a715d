/**
 * One resistance of a target, typed as text: the text is kept as typed; a valid value goes to the
 * board, an invalid one shows why (in the user's language) and the last valid value stays in use.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseResist, type ResistKind } from '../model/board-editor.ts';

export interface ResistInputProps {
  label: string;
  kind: ResistKind;
  /** The value in use on the board. */
  value: number;
  onValid: (value: number) => void;
  testId: string;
}

export function ResistInput({ label, kind, value, onValid, testId }: ResistInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value === 0 ? '' : String(value));
  const parsed = parseResist(text, kind);
  const problem = 'problem' in parsed ? parsed.problem : null;
  return (
    <div className="field bombminator__field">
      <label htmlFor={id} className="field__label">{label}</label>
      <input
        id={id}
        className="field__control bombminator__control"
        inputMode="numeric"
        value={text}
        placeholder="0"
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const outcome = parseResist(next, kind);
          if ('value' in outcome) onValid(outcome.value);
        }}
        data-testid={testId}
      />
      {problem && (
        <span id={`${id}-error`} className="field__error" role="alert" data-testid={`${testId}-error`}>
          {problem.code === 'notWhole' ? t('bombminator.targets.notWhole') : t('bombminator.targets.outOfRange', { min: problem.min, max: problem.max })}
        </span>
      )}
    </div>
  );
}
