/**
 * The gateway's two Redis (docs/operations.md, "Redis: what lives where"): REDIS_URL for state
 * (short URLs, the analytics stream), PAGE_CACHE_REDIS_URL for the page cache, REDIS_URL's
 * value when unset. A bad value stops the gateway naming the variable.
 */
import { validateEnv } from '@bytewire/service-kit';
import { GatewayEnv } from '../src/config/gateway-env';

const validate = validateEnv(GatewayEnv);
const required = { CONTENT_API_KEY: 'server-side-key-0123456789' };

describe('gateway Redis roles', () => {
  it('puts the page cache on REDIS_URL when PAGE_CACHE_REDIS_URL is unset or empty', () => {
    const state = 'redis://redis-state:6379';
    expect(validate({ ...required, REDIS_URL: state }).PAGE_CACHE_REDIS_URL).toBe(state);
    expect(
      validate({ ...required, REDIS_URL: state, PAGE_CACHE_REDIS_URL: '' }).PAGE_CACHE_REDIS_URL,
    ).toBe(state);
    const env = validate(required);
    expect(env.PAGE_CACHE_REDIS_URL).toBe(env.REDIS_URL);
  });

  it('keeps the two apart when both are set', () => {
    const env = validate({
      ...required,
      REDIS_URL: 'redis://redis-state:6379',
      PAGE_CACHE_REDIS_URL: 'redis://redis-cache:6379',
    });
    expect([env.REDIS_URL, env.PAGE_CACHE_REDIS_URL]).toEqual([
      'redis://redis-state:6379',
      'redis://redis-cache:6379',
    ]);
  });

  it('does not start with a PAGE_CACHE_REDIS_URL that is no Redis URL, naming it', () => {
    expect(() =>
      validate({ ...required, PAGE_CACHE_REDIS_URL: 'http://redis-cache:6379' }),
    ).toThrow(
      /^Invalid environment: PAGE_CACHE_REDIS_URL must be a redis:\/\/, rediss:\/\/, redis\+cluster:\/\/ or rediss\+cluster:\/\/ URL$/,
    );
  });
});
