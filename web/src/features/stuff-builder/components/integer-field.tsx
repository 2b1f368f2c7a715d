/**
 * A number field of the builder that keeps what is typed: a valid value is committed to the stuff at
 * once (the sheet follows as the user types), an invalid one stays in the field with its error and is
 * not saved. A value changed elsewhere (a reset, another tab) replaces the text unless the text already
 * says it.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import './integer-field.css';

export type IntegerParse = { value: number } | { error: string };

interface IntegerFieldProps {
  /** The field's label (visible). */
  label: ReactNode;
  value: number;
  parse: (text: string) => IntegerParse;
  onCommit: (value: number) => void;
  /** Shown under the field and read with it (the allowed range…). */
  hint?: ReactNode;
  min?: number;
  max?: number;
  disabled?: boolean;
  autoFocus?: boolean;
  className?: string;
  inputClassName?: string;
  testId: string;
}

function sameValue(parsed: IntegerParse, value: number): boolean {
  return 'value' in parsed && parsed.value === value;
}

export function IntegerField({ label, value, parse, onCommit, hint, min, max, disabled, autoFocus, className, inputClassName, testId }: IntegerFieldProps) {
  const ids = { input: useId(), hint: useId(), error: useId() };
  const [text, setText] = useState(String(value));

  useEffect(() => {
    setText((current) => (sameValue(parse(current), value) ? current : String(value)));
    // Only a new value replaces the text: `parse` is a new function at every render.
  }, [value]);

  const parsed = parse(text);
  const error = 'error' in parsed ? parsed.error : undefined;
  const describedBy = [hint === undefined ? undefined : ids.hint, error === undefined ? undefined : ids.error].filter(Boolean).join(' ');

  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={ids.input}>
        {label}
      </label>
      <input
        id={ids.input}
        className={inputClassName ? `field__control tabular ${inputClassName}` : 'field__control tabular'}
        type="number"
        step={1}
        min={min}
        max={max}
        value={text}
        disabled={disabled}
        autoFocus={autoFocus}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          setText(event.target.value);
          const next = parse(event.target.value);
          if ('value' in next && next.value !== value) onCommit(next.value);
        }}
        data-testid={testId}
      />
      {hint !== undefined && (
        <p id={ids.hint} className="integer-field__hint">
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={ids.error} className="field__error" role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
