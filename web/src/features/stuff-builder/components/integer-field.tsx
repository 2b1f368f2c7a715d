/**
 * A number field of the builder that keeps what is typed: a valid value is committed to the stuff at
 * once (the sheet follows as the user types), an invalid one stays in the field with its error and is
 * not saved. A value changed elsewhere (a reset, another tab) replaces the text unless the text already
 * says it.
 *
 * In draft mode (`draft` instead of `value`/`onCommit`) nothing is committed: the caller keeps the text
 * and reads it when its form is submitted (the boosts tab's add form); the field only shows it and its
 * error.
 */
import { useEffect, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import './integer-field.css';

export type IntegerParse = { value: number } | { error: string };

/** The text of a draft field, owned by the caller. */
export interface IntegerDraft {
  text: string;
  onTextChange: (text: string) => void;
  /** Whether an invalid text shows its error yet (an empty field waits until the user types or submits). */
  errorShown: boolean;
}

type IntegerFieldMode =
  | { value: number; onCommit: (value: number) => void; draft?: never }
  | { draft: IntegerDraft; value?: never; onCommit?: never };

type IntegerFieldProps = IntegerFieldMode & {
  /** The field's label (visible). */
  label: ReactNode;
  parse: (text: string) => IntegerParse;
  /** Shown under the field and read with it (the allowed range…). */
  hint?: ReactNode;
  min?: number;
  max?: number;
  disabled?: boolean;
  autoFocus?: boolean;
  /**
   * 'text' for values a number input would mangle while typing (a leading − or +); the field then has
   * no spinner and no autocomplete.
   */
  type?: 'number' | 'text';
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  /**
   * Also commits a valid text that says the current value: for a caller whose commits can be refused
   * (its message clears when the user comes back to the saved value).
   */
  commitUnchanged?: boolean;
  className?: string;
  inputClassName?: string;
  /**
   * Puts the error after the field rather than inside it, with this class: for a grid row whose
   * errors span the row under all its inputs.
   */
  detachedErrorClassName?: string;
  testId: string;
  /** The error paragraph's test id; `${testId}-error` by default. */
  errorTestId?: string;
};

function sameValue(parsed: IntegerParse, value: number): boolean {
  return 'value' in parsed && parsed.value === value;
}

export function IntegerField(props: IntegerFieldProps) {
  const { label, parse, hint, min, max, disabled, autoFocus, type = 'number', inputMode, placeholder, className, inputClassName, testId } = props;
  const ids = { input: useId(), hint: useId(), error: useId() };
  const [ownText, setOwnText] = useState(props.draft ? '' : String(props.value));
  const committed = props.draft ? undefined : props.value;

  useEffect(() => {
    if (committed === undefined) return;
    setOwnText((current) => (sameValue(parse(current), committed) ? current : String(committed)));
    // Only a new value replaces the text: `parse` is a new function at every render.
  }, [committed]);

  const text = props.draft ? props.draft.text : ownText;
  const parsed = parse(text);
  const error = 'error' in parsed && (props.draft?.errorShown ?? true) ? parsed.error : undefined;
  const describedBy = [hint === undefined ? undefined : ids.hint, error === undefined ? undefined : ids.error].filter(Boolean).join(' ');

  const errorParagraph = error !== undefined && (
    <p
      id={ids.error}
      className={props.detachedErrorClassName ? `field__error ${props.detachedErrorClassName}` : 'field__error'}
      role="alert"
      data-testid={props.errorTestId ?? `${testId}-error`}
    >
      {error}
    </p>
  );

  return (
    <>
      <div className={className ? `field ${className}` : 'field'}>
        <label className="field__label" htmlFor={ids.input}>
          {label}
        </label>
        <input
          id={ids.input}
          className={inputClassName ? `field__control tabular ${inputClassName}` : 'field__control tabular'}
          type={type}
          inputMode={inputMode}
          autoComplete={type === 'text' ? 'off' : undefined}
          step={type === 'number' ? 1 : undefined}
          min={min}
          max={max}
          placeholder={placeholder}
          value={text}
          disabled={disabled}
          autoFocus={autoFocus}
          aria-invalid={error !== undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            if (props.draft) {
              props.draft.onTextChange(event.target.value);
              return;
            }
            setOwnText(event.target.value);
            const next = parse(event.target.value);
            if ('value' in next && (props.commitUnchanged || next.value !== props.value)) props.onCommit(next.value);
          }}
          data-testid={testId}
        />
        {hint !== undefined && (
          <p id={ids.hint} className="integer-field__hint">
            {hint}
          </p>
        )}
        {!props.detachedErrorClassName && errorParagraph}
      </div>
      {props.detachedErrorClassName && errorParagraph}
    </>
  );
}
