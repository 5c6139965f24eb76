import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { SendStatus } from '../FormMessage/FormMessage';
import { useFieldErrors, type FieldCheck } from './use-field-errors';

interface CheckedFormOptions<F extends string, V extends Record<F, string>, R> {
  empty: V;
  /** The form's shared rules (as the endpoint checks them). */
  validate: (values: V) => R;
  /** The field the focus goes to when the values break a rule. */
  firstToFix: (result: R) => F;
  /** Posts valid values; the outcome's message goes to the status line or the alert. */
  send: (values: V) => Promise<{ ok: boolean; message: string }>;
}

/**
 * A form checked on submit (no native validation): its values (inputs name their field in
 * `data-field`), the rules' result from the first submit on (so errors then follow the reader's
 * corrections), nothing posted while invalid, the focus on the first field to fix, and the
 * sending state. A sent form is emptied; any change clears the last outcome.
 */
export function useCheckedForm<
  F extends string,
  V extends Record<F, string>,
  R extends FieldCheck<F> & { valid: boolean },
>({ empty, validate, firstToFix, send }: CheckedFormOptions<F, V, R>) {
  const [values, setValues] = useState<V>(empty);
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<SendStatus>({ kind: 'idle' });
  const result = attempted ? validate(values) : undefined;
  const fields = useFieldErrors<F>(result);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target.dataset.field as F;
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (status.kind === 'sent' || status.kind === 'error') setStatus({ kind: 'idle' });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const validation = validate(values);
    setAttempted(true);
    if (!validation.valid) {
      setStatus({ kind: 'idle' });
      fields.focusField(firstToFix(validation));
      return;
    }
    setStatus({ kind: 'sending' });
    const outcome = await send(values);
    if (outcome.ok) {
      setValues(empty);
      setAttempted(false);
      setStatus({ kind: 'sent', message: outcome.message });
    } else {
      setStatus({ kind: 'error', message: outcome.message });
    }
  };

  return { values, result, status, sending: status.kind === 'sending', fields, onChange, onSubmit };
}
