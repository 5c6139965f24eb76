/**
 * A form's message line: `alert` for what went wrong, `status` for what was done. The region
 * is always in the page, so that screen readers announce the text put into it; empty, it is
 * hidden.
 */
import type { ReactNode } from 'react';
import styles from './FormMessage.module.css';

interface FormMessageProps {
  role: 'alert' | 'status';
  /** For the fields' aria-describedby (the alert that names the missing fields). */
  id?: string;
  children?: ReactNode;
}

export function FormMessage({ role, id, children }: FormMessageProps) {
  return (
    <div role={role} className={styles[role]} id={id}>
      {children}
    </div>
  );
}

/** A form's sending state: `sent` has the message for the status line, `error` the alert's. */
export type SendStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'error'; message: string };
