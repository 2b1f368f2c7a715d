/** A labelled input with its hint and its error (announced, and tied to the input by aria-describedby). */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** `data-testid` of the input; its error is `<testId>-error`. */
  testId?: string;
}

export function FormField({ label, error, hint, testId, ...input }: FormFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="field__control" aria-invalid={error ? true : undefined} aria-describedby={describedBy} data-testid={testId} {...input} />
      {hint && (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field__error" role="alert" data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </span>
      )}
    </div>
  );
}
