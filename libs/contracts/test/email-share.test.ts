import {
  EMAIL_FORMAT_INVALID_MESSAGE,
  EMAIL_SHARE_INVALID_FROM_MESSAGE,
  EMAIL_SHARE_INVALID_TO_MESSAGE,
  EMAIL_SHARE_MESSAGE_MAX_LENGTH,
  EMAIL_SHARE_MESSAGE_TOO_LONG,
  EMAIL_SHARE_REQUIRED_MESSAGE,
  emailShareMessageLength,
  isEmailAddress,
  validateEmailShare,
} from '../src';

const VALID = {
  to: 'friend@example.com',
  from: 'me@example.org',
  name: 'Ada',
  message: 'Worth a read.',
};

describe('isEmailAddress', () => {
  it.each([
    'friend@example.com',
    'first.last@mail.example.co.uk',
    "o'brien+news@sub-domain.example.io",
    'x@a.bc',
    'user@[192.168.0.1]',
    'user@[255.255.255.255]',
    'UPPER@EXAMPLE.COM',
  ])('accepts %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each([
    '',
    'plainaddress',
    '@example.com',
    'user@',
    'user@localhost',
    'user@example',
    'user@example.c',
    'user@.example.com',
    'user@example..com',
    'user@-example.com',
    'user@example-.com',
    'user@example.123',
    '.user@example.com',
    'user.@example.com',
    'us..er@example.com',
    'two@at@example.com',
    'spa ce@example.com',
    'user@exa mple.com',
    'user@example.com\r\nBcc: victim@example.com',
    'user@[192.168.0]',
    'user@[256.1.1.1]',
    'user@[192.168.0.1',
    'user@192.168.0.1]',
    '"quoted"@example.com',
    `user@${'a'.repeat(64)}.com`,
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}.com`,
  ])('refuses %j', (address) => {
    expect(isEmailAddress(address)).toBe(false);
  });

  it('refuses what is not a string', () => {
    expect(isEmailAddress(['friend@example.com'])).toBe(false);
    expect(isEmailAddress(undefined)).toBe(false);
  });
});

describe('validateEmailShare', () => {
  it('accepts a complete form, the message being optional', () => {
    expect(validateEmailShare(VALID)).toEqual({ valid: true, missing: [], fieldErrors: {} });
    expect(validateEmailShare({ ...VALID, message: '' }).valid).toBe(true);
  });

  it('asks for every required field left empty or blank, with one form message', () => {
    const result = validateEmailShare({ to: '', from: '   ', name: '', message: 'hi' });
    expect(result.valid).toBe(false);
    expect(result.missing).toEqual(['to', 'from', 'name']);
    expect(result.formError).toBe(EMAIL_SHARE_REQUIRED_MESSAGE);
    expect(result.fieldErrors).toEqual({});
  });

  it('treats a value that is not a string (a hostile post) as empty', () => {
    const result = validateEmailShare({ to: ['a@b.co'], from: { x: 1 }, name: 42 });
    expect(result.missing).toEqual(['to', 'from', 'name']);
  });

  it('gives each address field its own message', () => {
    const result = validateEmailShare({ ...VALID, to: 'friend@', from: 'me@example' });
    expect(result.valid).toBe(false);
    expect(result.formError).toBeUndefined();
    expect(result.fieldErrors).toEqual({
      to: EMAIL_SHARE_INVALID_TO_MESSAGE,
      from: EMAIL_SHARE_INVALID_FROM_MESSAGE,
    });
    expect(EMAIL_SHARE_INVALID_TO_MESSAGE).toBe('Please enter in a valid email address');
    expect(EMAIL_SHARE_INVALID_FROM_MESSAGE).toBe('Oops! Please enter a valid email');
    expect(EMAIL_FORMAT_INVALID_MESSAGE).toBe('E-mail format invalid');
  });

  it('trims the addresses before checking them', () => {
    expect(validateEmailShare({ ...VALID, to: '  friend@example.com ' }).valid).toBe(true);
  });

  it('allows 1500 characters of message and refuses 1501', () => {
    expect(EMAIL_SHARE_MESSAGE_MAX_LENGTH).toBe(1500);
    expect(validateEmailShare({ ...VALID, message: 'a'.repeat(1500) }).valid).toBe(true);
    const over = validateEmailShare({ ...VALID, message: 'a'.repeat(1501) });
    expect(over.valid).toBe(false);
    expect(over.fieldErrors.message).toBe(EMAIL_SHARE_MESSAGE_TOO_LONG);
    expect(EMAIL_SHARE_MESSAGE_TOO_LONG).toContain('1500 characters');
  });

  it('counts characters, not UTF-16 units, and a CRLF line break as one', () => {
    expect(emailShareMessageLength('😀'.repeat(3))).toBe(3);
    expect(emailShareMessageLength('a\r\nb\nc')).toBe(5);
    expect(validateEmailShare({ ...VALID, message: '😀'.repeat(1500) }).valid).toBe(true);
    expect(validateEmailShare({ ...VALID, message: 'a\r\n'.repeat(750) }).valid).toBe(true);
  });
});
