/**
 * A form's labelled field (the contact and email share forms): the label, the input the caller
 * gives (with `fieldInputClass`), an optional counter, and the field's error line, whose id the
 * input names in aria-describedby (see use-field-errors.ts).
 */
import type { ReactNode } from 'react';
import { AccentButton } from '../AccentButton/AccentButton';
import { classNames } from '../class-names';
import styles from './FormField.module.css';

/** The look of a field's input or textarea. */
export const fieldInputClass = styles.input;

interface FormFieldProps {
  inputId: string;
  label: string;
  /** The caller's own class for the label. */
  labelClassName?: string;
  /** The field's error, shown under it with `errorId`. */
  error?: string;
  errorId: string;
  children: ReactNode;
}

export function FormField({
  inputId,
  label,
  labelClassName,
  error,
  errorId,
  children,
}: FormFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={classNames(styles.label, labelClassName)}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface FieldCounterProps {
  id: string;
  length: number;
  max: number;
  className?: string;
}

/** "n / max characters" under a field, marked (data-over-limit) past the limit. */
export function FieldCounter({ id, length, max, className }: FieldCounterProps) {
  return (
    <p
      id={id}
      className={classNames(styles.counter, className)}
      data-over-limit={length > max || undefined}
    >
      {length} / {max}
      <span className="visually-hidden"> characters</span>
    </p>
  );
}

interface SubmitButtonProps {
  label: string;
  sending: boolean;
  /** The caller's own class (its width). */
  className: string;
}

/** A form's submit button, "Sending…" while the form is sent. */
export function SubmitButton({ label, sending, className }: SubmitButtonProps) {
  return (
    // aria-disabled, not disabled: the focused button keeps focus while sending.
    <AccentButton
      type="submit"
      className={classNames(styles.submit, className)}
      aria-disabled={sending || undefined}
    >
      {sending ? 'Sending…' : label}
    </AccentButton>
  );
}
