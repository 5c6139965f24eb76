import { IsString, MinLength } from 'class-validator';
import { BaseEnv, validateEnv } from '../src';
import { createTestApp } from './support';

class ServiceEnv extends BaseEnv {
  @IsString()
  @MinLength(16)
  API_KEY!: string;
}

describe('validateEnv', () => {
  const validate = validateEnv(BaseEnv);

  it('applies the defaults and converts numbers', () => {
    const env = validate({ PORT: '3100' });
    expect(env).toMatchObject({
      PORT: 3100,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SITE_ID: 'bytewire',
      PUBLICATION_NAME: 'Bytewire',
    });
  });

  it('keeps only the declared variables', () => {
    expect(validate({ PATH: '/usr/bin', HOME: '/root' })).not.toHaveProperty('PATH');
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid environment: PORT must be an integer number$/],
    [{ PORT: '70000' }, /PORT must not be greater than 65535/],
    [{ PORT: '0' }, /PORT must not be less than 1/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of the following values/],
    [{ SITE_ID: '../etc' }, /SITE_ID must be lowercase letters/],
    [{ PUBLICATION_NAME: ' ' }, /PUBLICATION_NAME must be 1 to 80 characters/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV must be one of the following values/],
  ])('refuses %j, naming the variable', (config, message) => {
    expect(() => validate(config)).toThrow(message);
  });

  it('names every bad variable in one message, never the values', () => {
    const validateService = validateEnv(ServiceEnv);
    const attempt = () => validateService({ PORT: '-1', API_KEY: 'short-secret' });
    expect(attempt).toThrow(
      'Invalid environment: API_KEY must be longer than or equal to 16 characters; PORT must not be less than 1',
    );
    expect(attempt).not.toThrow(/short-secret/);
  });

  it('says that a required variable is missing', () => {
    expect(() => validateEnv(ServiceEnv)({})).toThrow('Invalid environment: API_KEY is required');
  });
});

describe('an app with an invalid environment', () => {
  it('does not start, and the error names the variable', async () => {
    await expect(createTestApp({ env: { PORT: 'x' } })).rejects.toThrow(
      'Invalid environment: PORT must be an integer number',
    );
  });

  it('does not start with a bad LOG_LEVEL (read when the server is built), naming it', async () => {
    await expect(createTestApp({ env: { LOG_LEVEL: 'loud' } })).rejects.toThrow(
      /^Invalid environment: LOG_LEVEL must be one of the following values: fatal, error/,
    );
  });
});
