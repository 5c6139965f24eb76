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
import {
  FORM_FAILED_MESSAGE,
  FORM_REQUIRED_MESSAGE,
  FORM_SENT_MESSAGE,
  FORM_UNEXPECTED_MESSAGE,
  formText,
  formTextLength,
  formValidation,
  isEmailAddress,
  type FormValidation,
} from './form-rules';

/** Spec 001 s9: "Email message maximum 1500 characters". */
export const EMAIL_SHARE_MESSAGE_MAX_LENGTH = 1500;

export const EMAIL_SHARE_REQUIRED_MESSAGE = FORM_REQUIRED_MESSAGE;
/** Under "Send to". */
export const EMAIL_SHARE_INVALID_TO_MESSAGE = 'Please enter in a valid email address';
/** Under "Your email address". */
export const EMAIL_SHARE_INVALID_FROM_MESSAGE = 'Oops! Please enter a valid email';
/** The endpoint's answer for an address it refuses. */
export const EMAIL_FORMAT_INVALID_MESSAGE = 'E-mail format invalid';
export const EMAIL_SHARE_MESSAGE_TOO_LONG = `Your message can be at most ${EMAIL_SHARE_MESSAGE_MAX_LENGTH} characters long.`;
/** Spec 001 s8. */
export const EMAIL_SHARE_SENT_MESSAGE = FORM_SENT_MESSAGE;
export const EMAIL_SHARE_FAILED_MESSAGE = FORM_FAILED_MESSAGE;
export const EMAIL_SHARE_UNEXPECTED_MESSAGE = FORM_UNEXPECTED_MESSAGE;

/** The fields the reader fills in, in the form's order. */
export const EMAIL_SHARE_FIELDS = ['to', 'from', 'name', 'message'] as const;
export type EmailShareField = (typeof EMAIL_SHARE_FIELDS)[number];
export type EmailShareValues = Record<EmailShareField, string>;

export const EMAIL_SHARE_REQUIRED_FIELDS: readonly EmailShareField[] = ['to', 'from', 'name'];

export type EmailShareValidation = FormValidation<EmailShareField>;

/** The message's length as its limit counts it. */
export const emailShareMessageLength = formTextLength;

/** Trimmed strings; anything else (a hostile post: arrays, objects, missing) is empty. */
export function normaliseEmailShare(values: Partial<Record<EmailShareField, unknown>>) {
  return {
    to: formText(values.to).trim(),
    from: formText(values.from).trim(),
    name: formText(values.name).trim(),
    message: formText(values.message),
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
  return formValidation(missing, fieldErrors);
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
