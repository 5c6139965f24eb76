/**
 * The email-a-friend form's rules (spec 001 s3, s5, s8, s9): the fields, the address pattern,
 * the 1500-character message limit and the message texts. Pure, so that the browser's form
 * and the endpoint that receives it (POST /user/email-friend/xhr/) apply the same rules.
 *
 * How the spec's messages are used:
 * - any required field empty (or only spaces) → the form-level 'Please fill out all required
 *   fields', and each empty field is marked invalid;
 * - "Send to" not an address → 'Please enter in a valid email address';
 * - "Your email address" not an address → 'Oops! Please enter a valid email';
 * - 'E-mail format invalid' is what the endpoint answers for an address it refuses (the form
 *   checks first, so a reader sees it only if the two ever disagree);
 * - a message over 1500 characters → EMAIL_SHARE_MESSAGE_TOO_LONG, naming the limit.
 */

/** Spec 001 s9: "Email message maximum 1500 characters". */
export const EMAIL_SHARE_MESSAGE_MAX_LENGTH = 1500;

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

export const EMAIL_SHARE_REQUIRED_MESSAGE = 'Please fill out all required fields';
/** Under "Send to". */
export const EMAIL_SHARE_INVALID_TO_MESSAGE = 'Please enter in a valid email address';
/** Under "Your email address". */
export const EMAIL_SHARE_INVALID_FROM_MESSAGE = 'Oops! Please enter a valid email';
/** The endpoint's answer for an address it refuses. */
export const EMAIL_FORMAT_INVALID_MESSAGE = 'E-mail format invalid';
export const EMAIL_SHARE_MESSAGE_TOO_LONG = `Your message can be at most ${EMAIL_SHARE_MESSAGE_MAX_LENGTH} characters long.`;
/** Spec 001 s8. */
export const EMAIL_SHARE_SENT_MESSAGE = 'Your e-mail was sent successfully!';
export const EMAIL_SHARE_FAILED_MESSAGE = 'Error, please try again later';
export const EMAIL_SHARE_UNEXPECTED_MESSAGE =
  'An unexpected error occurred. Please try again later.';

/** The fields the reader fills in, in the form's order. */
export const EMAIL_SHARE_FIELDS = ['to', 'from', 'name', 'message'] as const;
export type EmailShareField = (typeof EMAIL_SHARE_FIELDS)[number];
export type EmailShareValues = Record<EmailShareField, string>;

export const EMAIL_SHARE_REQUIRED_FIELDS: readonly EmailShareField[] = ['to', 'from', 'name'];

export interface EmailShareValidation {
  valid: boolean;
  /** The required fields left empty, in form order. */
  missing: EmailShareField[];
  /** A message per field with a value that breaks its rule. */
  fieldErrors: Partial<Record<EmailShareField, string>>;
  /** EMAIL_SHARE_REQUIRED_MESSAGE when a required field is empty. */
  formError?: string;
}

export function isEmailAddress(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > ADDRESS_MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  return at > 0 && at <= LOCAL_PART_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/**
 * The message's length as the limit counts it: characters (an emoji is one), with a line
 * break one character whether the browser sends it as CRLF (form posts) or LF (the textarea).
 */
export function emailShareMessageLength(message: string): number {
  return Array.from(message.replace(/\r\n/g, '\n')).length;
}

/** Trimmed strings; anything else (a hostile post: arrays, objects, missing) is empty. */
export function normaliseEmailShare(values: Partial<Record<EmailShareField, unknown>>) {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    to: text(values.to).trim(),
    from: text(values.from).trim(),
    name: text(values.name).trim(),
    message: text(values.message),
  } satisfies EmailShareValues;
}

export function validateEmailShare(
  input: Partial<Record<EmailShareField, unknown>>,
): EmailShareValidation {
  const values = normaliseEmailShare(input);
  const missing = EMAIL_SHARE_REQUIRED_FIELDS.filter((field) => values[field] === '');
  const fieldErrors: Partial<Record<EmailShareField, string>> = {};
  if (values.to !== '' && !isEmailAddress(values.to)) {
    fieldErrors.to = EMAIL_SHARE_INVALID_TO_MESSAGE;
  }
  if (values.from !== '' && !isEmailAddress(values.from)) {
    fieldErrors.from = EMAIL_SHARE_INVALID_FROM_MESSAGE;
  }
  if (emailShareMessageLength(values.message) > EMAIL_SHARE_MESSAGE_MAX_LENGTH) {
    fieldErrors.message = EMAIL_SHARE_MESSAGE_TOO_LONG;
  }
  const formError = missing.length > 0 ? EMAIL_SHARE_REQUIRED_MESSAGE : undefined;
  return {
    valid: missing.length === 0 && Object.keys(fieldErrors).length === 0,
    missing,
    fieldErrors,
    ...(formError ? { formError } : {}),
  };
}

/** The endpoint and its body's field names (spec 001 s7). */
export const EMAIL_SHARE_ENDPOINT = '/user/email-friend/xhr/';
export const EMAIL_SHARE_BODY_FIELDS = {
  to: 'email_share[to]',
  from: 'email_share[from]',
  name: 'email_share[name]',
  message: 'email_share[message]',
  token: 'email_share[_token]',
  title: 'email_share_from[title]',
  url: 'email_share_from[url]',
  captcha: 'captcha',
} as const;

/** The form token's cookie (double-submit: the endpoint sets it and compares the posted copy). */
export const EMAIL_SHARE_TOKEN_COOKIE = 'email_share_token';
