/**
 * A number field that keeps its own text: typing never blocks, a valid value is committed at once,
 * an invalid one shows the message and is not committed (the last valid value stays in use).
 */
import { useId, useState } from 'react';

interface NumberTextFieldProps<T extends number | null> {
  label: string;
  /** Visually hidden label (rows of a table whose header names the column). */
  labelHidden?: boolean;
  value: T;
  /** The value of a text, or undefined when the text is not valid. */
  parse: (text: string) => T | undefined;
  onCommit: (value: T) => void;
  errorMessage: string;
  testId: string;
  hint?: string;
  inputMode?: 'numeric' | 'decimal';
  className?: string;
}

function textOf(value: number | null): string {
  return value === null ? '' : String(value);
}

export function NumberTextField<T extends number | null>({
  label,
  labelHidden = false,
  value,
  parse,
  onCommit,
  errorMessage,
  testId,
  hint,
  inputMode = 'numeric',
  className,
}: NumberTextFieldProps<T>) {
  const id = useId();
  const errorId = useId();
  const hintId = useId();
  const [text, setText] = useState(textOf(value));
  const [shown, setShown] = useState<T>(value);
  // A change from elsewhere (a preset, a link, a reset) replaces the text.
  if (!Object.is(shown, value)) {
    setShown(value);
    if (parse(text) !== value) setText(textOf(value));
  }
  const invalid = parse(text) === undefined;
  const describedBy = [invalid ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label className={labelHidden ? 'visually-hidden' : 'field__label'} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__control tabular"
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const parsed = parse(next);
          if (parsed !== undefined && !Object.is(parsed, value)) {
            setShown(parsed);
            onCommit(parsed);
          }
        }}
        data-testid={testId}
      />
      {hint && (
        <p id={hintId} className="panominator-hint">
          {hint}
        </p>
      )}
      {invalid && (
        <p id={errorId} className="field__error" role="alert" data-testid={`${testId}-error`}>
          {errorMessage}
        </p>
      )}
    </div>
  );
}
