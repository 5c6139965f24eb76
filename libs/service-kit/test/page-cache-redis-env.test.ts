import { BaseEnv, DEFAULT_REDIS_URL, IsRedisUrl, PageCacheRedisUrl, validateEnv } from '../src';

class CacheUserEnv extends BaseEnv {
  @IsRedisUrl()
  REDIS_URL: string = DEFAULT_REDIS_URL;

  @PageCacheRedisUrl()
  PAGE_CACHE_REDIS_URL!: string;
}

/** Declared in a base class: the fallback holds for subclasses too (the services' mixins). */
class SubclassEnv extends CacheUserEnv {}

describe('PAGE_CACHE_REDIS_URL (@PageCacheRedisUrl)', () => {
  const validate = validateEnv(CacheUserEnv);
  const state = 'redis://redis-state:6379';

  it('is REDIS_URL when unset or empty, so one Redis serves both roles', () => {
    expect(validate({ REDIS_URL: state }).PAGE_CACHE_REDIS_URL).toBe(state);
    expect(validate({ REDIS_URL: state, PAGE_CACHE_REDIS_URL: '' }).PAGE_CACHE_REDIS_URL).toBe(
      state,
    );
    expect(validateEnv(SubclassEnv)({ REDIS_URL: state }).PAGE_CACHE_REDIS_URL).toBe(state);
  });

  it('is the default Redis when neither is set', () => {
    const env = validate({});
    expect(env.PAGE_CACHE_REDIS_URL).toBe(DEFAULT_REDIS_URL);
    expect(env.REDIS_URL).toBe(DEFAULT_REDIS_URL);
  });

  it('is its own Redis when set, REDIS_URL untouched', () => {
    const env = validate({ REDIS_URL: state, PAGE_CACHE_REDIS_URL: 'rediss://:pw@cache:6380/1' });
    expect(env.PAGE_CACHE_REDIS_URL).toBe('rediss://:pw@cache:6380/1');
    expect(env.REDIS_URL).toBe(state);
  });

  it('is an own property, so that the ConfigModule copy keeps it', () => {
    expect({ ...validate({ REDIS_URL: state }) }).toMatchObject({ PAGE_CACHE_REDIS_URL: state });
  });

  it.each(['http://redis-cache:6379', 'redis-cache:6379', 'not a url'])(
    'refuses %j, naming the variable',
    (value) => {
      expect(() => validate({ REDIS_URL: state, PAGE_CACHE_REDIS_URL: value })).toThrow(
        new RegExp(
          '^Invalid environment: PAGE_CACHE_REDIS_URL must be a redis://, rediss://, ' +
            'redis\\+cluster:// or rediss\\+cluster:// URL$',
        ),
      );
    },
  );

  it('reports a bad REDIS_URL under its own name only, not again as PAGE_CACHE_REDIS_URL', () => {
    expect(() => validate({ REDIS_URL: 'http://nope' })).toThrow(
      /^Invalid environment: REDIS_URL must be a redis:\/\/, rediss:\/\/, redis\+cluster/,
    );
  });
});
