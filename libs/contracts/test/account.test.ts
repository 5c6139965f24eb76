import {
  checkPassword,
  normalisedEmail,
  PASSWORD_CHECKLIST,
  PASSWORD_MAX_LENGTH,
  PASSWORD_RULE_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  passwordProblem,
  REQUIRED_FIELDS_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
} from '../src';

describe('checkPassword (spec 001 s5)', () => {
  it.each(['abc12!', 'Passw0rd!', 'é1!ÉÉÉ', 'x'.repeat(20) + '9#', 'ab-c3d'])(
    'accepts %s',
    (password) => {
      expect(checkPassword(password).meetsReqs).toBe(true);
      expect(passwordProblem(password)).toBeUndefined();
    },
  );

  it('needs 6 characters (an emoji counts as one)', () => {
    expect(checkPassword('ab1!c')).toMatchObject({ validLength: false, meetsReqs: false });
    expect(checkPassword('ab1!😀c')).toMatchObject({ validLength: true, meetsReqs: true });
  });

  it('needs a letter, a number and a special character, each reported in its flag', () => {
    expect(checkPassword('123456!')).toMatchObject({ letters: false, meetsReqs: false });
    expect(checkPassword('abcdef!')).toMatchObject({ numbers: false, meetsReqs: false });
    expect(checkPassword('abcdef1')).toMatchObject({ specialChars: false, meetsReqs: false });
    expect(checkPassword('abc12!')).toEqual({
      validLength: true,
      letters: true,
      numbers: true,
      specialChars: true,
      threeClasses: true,
      noSpaces: true,
      meetsReqs: true,
    });
  });

  it('refuses spaces, which are not special characters', () => {
    expect(checkPassword('abc 123')).toMatchObject({ specialChars: false, noSpaces: false });
    expect(checkPassword('abc 12!')).toMatchObject({ noSpaces: false, meetsReqs: false });
    expect(checkPassword('abc\t12!')).toMatchObject({ noSpaces: false, meetsReqs: false });
  });

  it('counts any 3 of 4 classes: number, special, uppercase, lowercase', () => {
    expect(checkPassword('ABCDEF').threeClasses).toBe(false);
    expect(checkPassword('abCD12').threeClasses).toBe(true);
    expect(checkPassword('ab12!!').threeClasses).toBe(true);
  });

  it('bounds the length, with its own message', () => {
    const long = 'a1!'.repeat(PASSWORD_MAX_LENGTH);
    expect(checkPassword(long).validLength).toBe(false);
    expect(passwordProblem(long)).toBe(PASSWORD_TOO_LONG_MESSAGE);
    expect(passwordProblem('abc')).toBe(PASSWORD_RULE_MESSAGE);
  });

  it('has the checklist of the spec, in its words', () => {
    expect(PASSWORD_CHECKLIST.map((item) => item.label)).toEqual([
      '6 characters minimum',
      '1 number',
      '1 letter',
      '1 special character',
    ]);
  });
});

describe('account messages and addresses', () => {
  it('uses the words of spec 001 s5', () => {
    expect(TERMS_REQUIRED_MESSAGE).toBe('Please agree to the Terms & Conditions to continue.');
    expect(REQUIRED_FIELDS_MESSAGE).toBe('Please fill out all required fields');
  });

  it('compares addresses without case or surrounding spaces', () => {
    expect(normalisedEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });
});
