import { createServiceApp } from '@bytewire/service-kit';
import { AppModule } from '../src/app.module';
import { setEnv } from './support/app';

describe('environment', () => {
  const base = { site: 'bytewire', contentApiUrl: 'http://127.0.0.1:9' };
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it.each([
    ['VANITY_API_KEY', undefined, 'VANITY_API_KEY is required'],
    ['VANITY_API_KEY', 'short', 'VANITY_API_KEY must be at least 16 characters'],
    ['VANITY_ADMIN_KEY', undefined, 'VANITY_ADMIN_KEY is required'],
    [
      'REDIS_URL',
      'http://x',
      'REDIS_URL must be a redis://, rediss://, redis+cluster:// or rediss+cluster:// URL',
    ],
    [
      'VANITY_REFRESH_INTERVAL_MS',
      '10',
      'VANITY_REFRESH_INTERVAL_MS must be from 1000 to 86400000',
    ],
    ['VANITY_CACHE_TTL_MS', 'soon', 'VANITY_CACHE_TTL_MS must be a whole number'],
    ['CONTENT_API_URL', 'ftp://x', 'CONTENT_API_URL'],
  ])('stops on a bad %s (%s)', async (name, value, message) => {
    setEnv(base);
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
    await expect(createServiceApp(AppModule, { serviceName: 'vanity' })).rejects.toThrow(message);
  });

  it('stops when the admin key equals the callers key', async () => {
    setEnv({ ...base, env: { VANITY_ADMIN_KEY: 'vanity-caller-key-0123456789' } });
    await expect(createServiceApp(AppModule, { serviceName: 'vanity' })).rejects.toThrow(
      'VANITY_ADMIN_KEY must differ from VANITY_API_KEY',
    );
  });
});
