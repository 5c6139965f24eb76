import {
  CONTACT_INVALID_EMAIL_MESSAGE,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_TOO_LONG,
  CONTACT_NAME_INVALID,
  CONTACT_REQUIRED_MESSAGE,
  CONTACT_SENT_MESSAGE,
  CONTACT_SUBJECT_INVALID,
  CONTACT_SUBJECT_MAX_LENGTH,
  CONTACT_SUBJECT_TOO_LONG,
  firstInvalidContactField,
  validateContact,
} from '../src';

const VALID = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  subject: 'A correction',
  message: 'The review of the X1 gives the wrong weight.',
};

describe('validateContact', () => {
  it('takes a complete form', () => {
    expect(validateContact(VALID)).toEqual({ valid: true, missing: [], fieldErrors: {} });
  });

  it('marks every empty field and gives the spec’s form-level message', () => {
    const result = validateContact({ name: ' ', email: '', subject: 'Hi', message: '' });
    expect(result.valid).toBe(false);
    expect(result.missing).toEqual(['name', 'email', 'message']);
    expect(result.formError).toBe(CONTACT_REQUIRED_MESSAGE);
    expect(CONTACT_REQUIRED_MESSAGE).toBe('Please fill out all required fields');
    expect(firstInvalidContactField(result)).toBe('name');
  });

  it('treats what a hostile post sends (arrays, objects) as empty', () => {
    const result = validateContact({ name: ['a'], email: { x: 1 }, subject: 3, message: null });
    expect(result.missing).toEqual(['name', 'email', 'subject', 'message']);
  });

  it('refuses an address that is not one, with the spec’s message', () => {
    const result = validateContact({ ...VALID, email: 'ada@' });
    expect(result.fieldErrors).toEqual({ email: CONTACT_INVALID_EMAIL_MESSAGE });
    expect(CONTACT_INVALID_EMAIL_MESSAGE).toBe('Please enter in a valid email address');
    expect(firstInvalidContactField(result)).toBe('email');
  });

  it.each([
    ['name', 'Ada\r\nBcc: victim@example.com', CONTACT_NAME_INVALID],
    ['subject', 'Hello\nBcc: victim@example.com', CONTACT_SUBJECT_INVALID],
    ['subject', 'Tab\there', CONTACT_SUBJECT_INVALID],
    ['name', '<script>', CONTACT_NAME_INVALID],
  ])('refuses a %s that could inject a mail header or markup (%j)', (field, value, message) => {
    const result = validateContact({ ...VALID, [field]: value });
    expect(result.valid).toBe(false);
    expect(result.fieldErrors[field as 'name' | 'subject']).toBe(message);
  });

  it('refuses an address with a line break (no header injection through Reply-To)', () => {
    expect(
      validateContact({ ...VALID, email: 'ada@example.org\r\nBcc: x@example.com' }).valid,
    ).toBe(false);
  });

  it('limits the subject and the message, counting characters as a reader does', () => {
    expect(
      validateContact({ ...VALID, subject: 's'.repeat(CONTACT_SUBJECT_MAX_LENGTH) }).valid,
    ).toBe(true);
    expect(
      validateContact({ ...VALID, subject: 's'.repeat(CONTACT_SUBJECT_MAX_LENGTH + 1) })
        .fieldErrors,
    ).toEqual({ subject: CONTACT_SUBJECT_TOO_LONG });
    // CRLF (a form post) counts as one character, as the textarea's LF does.
    const lines = 'a\r\n'.repeat(CONTACT_MESSAGE_MAX_LENGTH / 2 - 1) + 'ab';
    expect(lines.length).toBeGreaterThan(CONTACT_MESSAGE_MAX_LENGTH);
    expect(validateContact({ ...VALID, message: lines }).valid).toBe(true);
    expect(
      validateContact({ ...VALID, message: 'm'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) })
        .fieldErrors,
    ).toEqual({ message: CONTACT_MESSAGE_TOO_LONG });
  });

  it('keeps line breaks in the message (it is the mail’s body, not a header)', () => {
    expect(validateContact({ ...VALID, message: 'Line one\nLine two' }).valid).toBe(true);
  });

  it('has the spec’s success message', () => {
    expect(CONTACT_SENT_MESSAGE).toBe('Your e-mail was sent successfully!');
  });
});
