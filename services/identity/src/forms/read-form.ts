import { VALIDATOR_OPTIONS } from '@bytewire/service-kit';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';

/** The longest value of any field taken from a form. */
const MAX_FIELD_LENGTH = 1000;

export interface ReadForm<T> {
  /** The fields as sent (strings only; anything else is left out), for the screen to keep. */
  values: Partial<Record<keyof T, string>>;
  /** The valid form, or undefined. */
  form?: T;
  /** The first broken rule's message, to show above the form. */
  problem?: string;
  /** The field of that rule, for the screen to mark (aria-invalid) and focus. */
  field?: Extract<keyof T, string>;
}

/**
 * A posted form (urlencoded) read into its DTO and validated with class-validator. A field
 * sent twice, or not as text, counts as missing: the screen shows the rule's message.
 */
export function readForm<T extends object>(dto: new () => T, body: unknown): ReadForm<T> {
  const plain: Record<string, string> = {};
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
      if (typeof value === 'string' && value.length <= MAX_FIELD_LENGTH) plain[name] = value;
    }
  }
  const instance = plainToInstance(dto, plain);
  const errors = validateSync(instance, { ...VALIDATOR_OPTIONS, forbidUnknownValues: false });
  const values = plain as Partial<Record<keyof T, string>>;
  if (errors.length === 0) return { values, form: instance };
  const first = errors[0];
  return {
    values,
    problem: Object.values(first?.constraints ?? {})[0] ?? 'The form is invalid',
    field: first?.property as Extract<keyof T, string> | undefined,
  };
}
