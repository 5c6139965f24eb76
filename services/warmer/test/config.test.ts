/**
 * The warmer's two Redis (docs/operations.md, "Redis: what lives where"): the queue on
 * REDIS_URL (state), the pages it warms on PAGE_CACHE_REDIS_URL, REDIS_URL's when unset.
 */
import { PAGE_CACHE_REDIS_URL_RULE, validateEnv } from '@bytewire/service-kit';
import { WarmerConfig } from '../src/config/warmer-config';
import { WarmerEnv } from '../src/config/warmer-env';

const configOf = (env: Record<string, string>) => new WarmerConfig(validateEnv(WarmerEnv)(env));

describe('warmer Redis roles', () => {
  it('warms into the state Redis when PAGE_CACHE_REDIS_URL is unset', () => {
    const config = configOf({ REDIS_URL: 'redis://redis-state:6379' });
    expect(config.redisUrl).toBe('redis://redis-state:6379');
    expect(config.pageCacheRedisUrl).toBe('redis://redis-state:6379');
  });

  it('keeps the queue and the page cache apart when both are set', () => {
    const config = configOf({
      REDIS_URL: 'redis://redis-state:6379',
      PAGE_CACHE_REDIS_URL: 'redis://redis-cache:6379',
    });
    expect([config.redisUrl, config.pageCacheRedisUrl]).toEqual([
      'redis://redis-state:6379',
      'redis://redis-cache:6379',
    ]);
  });

  it('does not start with a PAGE_CACHE_REDIS_URL that is no Redis URL, naming it', () => {
    // The kit's message (it names every Redis URL form the variable takes).
    expect(() => configOf({ PAGE_CACHE_REDIS_URL: 'redis-cache:6379' })).toThrow(
      new Error(`Invalid environment: ${PAGE_CACHE_REDIS_URL_RULE}`),
    );
  });
});
