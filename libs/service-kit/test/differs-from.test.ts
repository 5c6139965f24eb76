import { IsString, MinLength } from 'class-validator';
import { BaseEnv, DiffersFrom, validateEnv } from '../src';

class KeysEnv extends BaseEnv {
  @MinLength(16)
  @IsString()
  CALLER_KEY!: string;

  @DiffersFrom('CALLER_KEY', 'callers must not act as the admin')
  @MinLength(16)
  @IsString()
  ADMIN_KEY!: string;
}

const validate = validateEnv(KeysEnv);
const CALLER_KEY = 'a-caller-key-0123456789';

describe('DiffersFrom', () => {
  it('takes two different values', () => {
    expect(validate({ CALLER_KEY, ADMIN_KEY: 'an-admin-key-0123456789' })).toMatchObject({
      ADMIN_KEY: 'an-admin-key-0123456789',
    });
  });

  it('refuses the same value, naming both variables and why, never the value', () => {
    const attempt = () => validate({ CALLER_KEY, ADMIN_KEY: CALLER_KEY });
    expect(attempt).toThrow(
      'Invalid environment: ADMIN_KEY must differ from CALLER_KEY (callers must not act as the admin)',
    );
    expect(attempt).not.toThrow(CALLER_KEY);
  });

  it('reports the variable’s own rules first', () => {
    expect(() => validate({ CALLER_KEY })).toThrow('Invalid environment: ADMIN_KEY is required');
  });
});
