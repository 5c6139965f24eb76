/**
 * What the site's mail forms (email-a-friend, contact) share: the address rule, how a text's
 * length is counted, the shape of a validation and the spec's common messages (spec 001 s5,
 * s8). Pure, so that the browser's forms and the endpoints that receive them agree.
 */

/** RFC 5321: 64 characters before the @, 254 in all (what a mail server accepts). */
const LOCAL_PART_MAX_LENGTH = 64;
const ADDRESS_MAX_LENGTH = 254;

const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])';

/**
 * A standard address: a local part of dot-separated atoms, @, then either a domain of at least
 * two dotted labels ending in a letters-only top-level label, or an IPv4 address in brackets.
 * No quoted local parts, spaces or line breaks (nothing that could end up in a mail header).
 */
export const EMAIL_PATTERN = new RegExp(
  `^${ATOM}(?:\\.${ATOM})*@(?:(?:${LABEL}\\.)+[A-Za-z]{2,63}|\\[${OCTET}(?:\\.${OCTET}){3}\\])$`,
);

export function isEmailAddress(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > ADDRESS_MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  return at > 0 && at <= LOCAL_PART_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/**
 * A text's length as a limit counts it: characters (an emoji is one), with a line break one
 * character whether the browser sends it as CRLF (form posts) or LF (the textarea).
 */
export function formTextLength(value: string): number {
  return Array.from(value.replace(/\r\n/g, '\n')).length;
}

/** A posted value as text: anything but a string (a hostile post's array, object) is empty. */
export const formText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Spec 001 s5: any required field empty (or only spaces). */
export const FORM_REQUIRED_MESSAGE = 'Please fill out all required fields';
/** Spec 001 s8: any 2xx answer. */
export const FORM_SENT_MESSAGE = 'Your e-mail was sent successfully!';
/** Spec 001 s8: any other status. */
export const FORM_FAILED_MESSAGE = 'Error, please try again later';
/** Spec 001 s8: a network failure or timeout. */
export const FORM_UNEXPECTED_MESSAGE = 'An unexpected error occurred. Please try again later.';

/** A form's validation: what is missing, what breaks its rule, and the form-level message. */
export interface FormValidation<Field extends string> {
  valid: boolean;
  /** The required fields left empty, in form order. */
  missing: Field[];
  /** A message per field with a value that breaks its rule. */
  fieldErrors: Partial<Record<Field, string>>;
  /** FORM_REQUIRED_MESSAGE when a required field is empty. */
  formError?: string;
}

/** The validation of `missing` and `fieldErrors`: valid when both are empty. */
export function formValidation<Field extends string>(
  missing: Field[],
  fieldErrors: Partial<Record<Field, string>>,
): FormValidation<Field> {
  return {
    valid: missing.length === 0 && Object.keys(fieldErrors).length === 0,
    missing,
    fieldErrors,
    ...(missing.length > 0 ? { formError: FORM_REQUIRED_MESSAGE } : {}),
  };
}

/** Whether a field is to be marked invalid: empty when required, or breaking its rule. */
export function isFieldInvalid<Field extends string>(
  result: FormValidation<Field>,
  field: Field,
): boolean {
  return result.missing.includes(field) || result.fieldErrors[field] !== undefined;
}

/** The first field, in the form's order, that the reader has to fix (focus goes there). */
export function firstInvalidField<Field extends string>(
  fields: readonly Field[],
  result: FormValidation<Field>,
): Field | undefined {
  return fields.find((field) => isFieldInvalid(result, field));
}
