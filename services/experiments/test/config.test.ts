import { createServiceApp } from '@bytewire/service-kit';
import { AppModule } from '../src/app.module';
import { parseFeatureFlags } from '../src/config/feature-flags';
import { API_KEY, setEnv, uniqueSite } from './support/app';

describe('environment', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it.each([
    ['EXPERIMENTS_API_KEY', undefined, 'EXPERIMENTS_API_KEY is required'],
    ['EXPERIMENTS_API_KEY', 'short', 'EXPERIMENTS_API_KEY must be at least 16 characters'],
    ['EXPERIMENTS_ADMIN_KEY', undefined, 'EXPERIMENTS_ADMIN_KEY is required'],
    [
      'EXPERIMENTS_ADMIN_KEY',
      API_KEY,
      'EXPERIMENTS_ADMIN_KEY must differ from EXPERIMENTS_API_KEY',
    ],
    [
      'REDIS_URL',
      'http://x',
      'REDIS_URL must be a redis://, rediss://, redis+cluster:// or rediss+cluster:// URL',
    ],
    ['FEATURE_FLAGS', 'ads=yes', 'FEATURE_FLAGS must be name=true|false items'],
    ['FEATURE_FLAGS', 'ads=true,ads=false', 'FEATURE_FLAGS names the flag ads twice'],
    ['FEATURE_FLAGS', 'all=true', 'FEATURE_FLAGS must be name=true|false items'],
    ['SDK_CLIENT_KEYS', 'sdk-short', 'SDK_CLIENT_KEYS must be comma-separated keys'],
    [
      'SDK_CLIENT_KEYS',
      'sdk-productA-1234567890, sdk-productB-1234567890',
      'SDK_CLIENT_KEYS must be comma-separated keys',
    ],
    [
      'SDK_CLIENT_KEYS',
      'key-without-the-sdk-prefix',
      'SDK_CLIENT_KEYS must be comma-separated keys',
    ],
    ['PORT', '70000', 'PORT'],
  ])('stops on a bad %s (%s)', async (name, value, message) => {
    setEnv({ site: uniqueSite() });
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
    await expect(createServiceApp(AppModule, { serviceName: 'experiments' })).rejects.toThrow(
      message,
    );
  });
});

describe('FEATURE_FLAGS', () => {
  it('reads name=value items, spaces around them allowed', () => {
    expect(parseFeatureFlags('ads=true, cohesion = false')).toEqual({ ads: true, cohesion: false });
  });

  it('may be empty', () => {
    expect(parseFeatureFlags('')).toEqual({});
  });

  it.each(['ads', 'ads=true,', '1ads=true', 'a-b=true'])('refuses %j', (raw) => {
    expect(() => parseFeatureFlags(raw)).toThrow('FEATURE_FLAGS must be');
  });
});
