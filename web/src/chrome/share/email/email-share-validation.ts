/**
 * The email-a-friend form's validation in the browser. The rules and message texts live in
 * @bytewire/contracts (email-share.ts), shared with the endpoint that receives the form, and
 * document there which of the spec's messages answers which case: in short, an empty required
 * field gives the form message 'Please fill out all required fields', a bad "Send to" gives
 * 'Please enter in a valid email address', a bad "Your email address" gives 'Oops! Please
 * enter a valid email', and a message over 1500 characters a message naming that limit.
 */
import {
  EMAIL_SHARE_FIELDS,
  type EmailShareField,
  type EmailShareValidation,
} from '@bytewire/contracts';

export {
  EMAIL_PATTERN,
  EMAIL_SHARE_MESSAGE_MAX_LENGTH,
  emailShareMessageLength,
  isEmailAddress,
  validateEmailShare,
  type EmailShareField,
  type EmailShareValidation,
  type EmailShareValues,
} from '@bytewire/contracts';

/** Whether a field is to be marked invalid: empty when required, or breaking its rule. */
export function isFieldInvalid(result: EmailShareValidation, field: EmailShareField): boolean {
  return result.missing.includes(field) || result.fieldErrors[field] !== undefined;
}

/** The first field, in the form's order, that the reader has to fix (focus goes there). */
export function firstInvalidField(result: EmailShareValidation): EmailShareField | undefined {
  return EMAIL_SHARE_FIELDS.find((field) => isFieldInvalid(result, field));
}
