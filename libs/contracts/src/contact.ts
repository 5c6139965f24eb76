/**
 * The contact form's rules (spec 001 s2 "Contact form: heading, description, subject, success
 * message"; s8 for its messages): the fields, their limits and messages. Pure, so that the
 * page's form and the endpoint that receives it (POST /user/contact/xhr/) apply the same rules.
 *
 * The spec gives no field list or endpoint ("The submission endpoint is not shown"): the form
 * asks what an editor needs to answer (name, address, subject, message). Name, address and
 * subject end up in the mail's headers (Reply-To, Subject), so none of them may hold a control
 * character: a line break there would start a header of the sender's choosing.
 */
import { EMAIL_SHARE_INVALID_TO_MESSAGE } from './email-share';
import {
  FORM_FAILED_MESSAGE,
  FORM_REQUIRED_MESSAGE,
  FORM_SENT_MESSAGE,
  FORM_UNEXPECTED_MESSAGE,
  firstInvalidField,
  formText,
  formTextLength,
  formValidation,
  isEmailAddress,
  type FormValidation,
} from './form-rules';

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_SUBJECT_MAX_LENGTH = 150;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** Spec 001 s5 "Please fill out all required fields". */
export const CONTACT_REQUIRED_MESSAGE = FORM_REQUIRED_MESSAGE;
/** Spec 001 s5 "Please enter in a valid email address". */
export const CONTACT_INVALID_EMAIL_MESSAGE = EMAIL_SHARE_INVALID_TO_MESSAGE;
export const CONTACT_NAME_TOO_LONG = `Your name can be at most ${CONTACT_NAME_MAX_LENGTH} characters long.`;
export const CONTACT_SUBJECT_TOO_LONG = `The subject can be at most ${CONTACT_SUBJECT_MAX_LENGTH} characters long.`;
export const CONTACT_MESSAGE_TOO_LONG = `Your message can be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters long.`;
export const CONTACT_NAME_INVALID = 'Your name must be on one line, without special characters.';
export const CONTACT_SUBJECT_INVALID =
  'The subject must be on one line, without special characters.';
/** Spec 001 s8: the contact form's success message. */
export const CONTACT_SENT_MESSAGE = FORM_SENT_MESSAGE;
export const CONTACT_FAILED_MESSAGE = FORM_FAILED_MESSAGE;
export const CONTACT_UNEXPECTED_MESSAGE = FORM_UNEXPECTED_MESSAGE;

/** The fields the reader fills in, in the form's order; all are required. */
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export type ContactValidation = FormValidation<ContactField>;

/** Control characters (line breaks, tabs, NUL, ...) and markup brackets. */
const NOT_ONE_LINE = /[\p{Cc}<>]/u;

/** Characters as a reader counts them (an emoji is one; CRLF from a form post is one break). */
export const contactTextLength = formTextLength;

/** Trimmed strings; anything else (a hostile post: arrays, objects, missing) is empty. */
export function normaliseContact(values: Partial<Record<ContactField, unknown>>): ContactValues {
  const text = (value: unknown) => formText(value).trim();
  return {
    name: text(values.name),
    email: text(values.email),
    subject: text(values.subject),
    message: text(values.message),
  };
}

function lineProblem(value: string, max: number, tooLong: string, invalid: string) {
  if (NOT_ONE_LINE.test(value)) return invalid;
  if (contactTextLength(value) > max) return tooLong;
  return undefined;
}

export function validateContact(input: Partial<Record<ContactField, unknown>>): ContactValidation {
  const values = normaliseContact(input);
  const missing = CONTACT_FIELDS.filter((field) => values[field] === '');
  const fieldErrors: Partial<Record<ContactField, string>> = {};
  const name =
    values.name &&
    lineProblem(values.name, CONTACT_NAME_MAX_LENGTH, CONTACT_NAME_TOO_LONG, CONTACT_NAME_INVALID);
  if (name) fieldErrors.name = name;
  if (values.email !== '' && !isEmailAddress(values.email)) {
    fieldErrors.email = CONTACT_INVALID_EMAIL_MESSAGE;
  }
  const subject =
    values.subject &&
    lineProblem(
      values.subject,
      CONTACT_SUBJECT_MAX_LENGTH,
      CONTACT_SUBJECT_TOO_LONG,
      CONTACT_SUBJECT_INVALID,
    );
  if (subject) fieldErrors.subject = subject;
  if (contactTextLength(values.message) > CONTACT_MESSAGE_MAX_LENGTH) {
    fieldErrors.message = CONTACT_MESSAGE_TOO_LONG;
  }
  return formValidation(missing, fieldErrors);
}

/** The first field to fix, in form order: where focus goes after a failed submit. */
export function firstInvalidContactField(result: ContactValidation): ContactField | undefined {
  return firstInvalidField(CONTACT_FIELDS, result);
}

/** The endpoint, its token's endpoint and the body's field names. */
export const CONTACT_ENDPOINT = '/user/contact/xhr/';
/** Gives the form its token cookie (the email share form's: one double-submit token per visitor). */
export const CONTACT_TOKEN_ENDPOINT = '/user/contact/token/';
export const CONTACT_BODY_FIELDS = {
  name: 'contact[name]',
  email: 'contact[email]',
  subject: 'contact[subject]',
  message: 'contact[message]',
  token: 'contact[_token]',
} as const;
