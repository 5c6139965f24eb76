/**
 * Redis URLs: one Redis, or a Redis Cluster (`redis+cluster://host:port?nodes=host:port,...`),
 * checked in full at start-up whichever variable holds it, naming the variable.
 */
import { BaseEnv, DEFAULT_REDIS_URL, IsRedisUrl, parseRedisUrl, validateEnv } from '../src';

class RedisUserEnv extends BaseEnv {
  @IsRedisUrl()
  REDIS_URL: string = DEFAULT_REDIS_URL;
}

describe('parseRedisUrl', () => {
  it('passes a single Redis URL on as it is', () => {
    expect(parseRedisUrl('rediss://:pw@cache:6380/1')).toEqual({
      cluster: false,
      url: 'rediss://:pw@cache:6380/1',
    });
  });

  it('reads a cluster URL: its first node, more seeds, credentials, TLS', () => {
    expect(
      parseRedisUrl('rediss+cluster://user:p%40ss@node-a:7000?nodes=node-b:7001,10.0.0.3:7002'),
    ).toEqual({
      cluster: true,
      nodes: [
        { host: 'node-a', port: 7000 },
        { host: 'node-b', port: 7001 },
        { host: '10.0.0.3', port: 7002 },
      ],
      username: 'user',
      password: 'p@ss',
      tls: true,
    });
    expect(parseRedisUrl('redis+cluster://node-a:7000')).toMatchObject({
      nodes: [{ host: 'node-a', port: 7000 }],
      tls: false,
    });
  });

  it.each([
    ['redis+cluster://node-a', /with a port/],
    ['redis+cluster://node-a:7000/1', /database 0 only/],
    ['redis+cluster://node-a:7000?nodes=node-b', /host:port, not "node-b"/],
    ['redis+cluster://node-a:7000?nodes=node-b:99999', /host:port/],
    ['redis+cluster://node-a:7000?db=1', /no "db" parameter/],
  ])('refuses %j', (url, message) => {
    expect(() => parseRedisUrl(url)).toThrow(message);
  });
});

describe('a cluster URL in the environment', () => {
  const validate = validateEnv(RedisUserEnv);

  it('is a valid REDIS_URL', () => {
    const url = 'redis+cluster://node-a:7000?nodes=node-b:7001,node-c:7002';
    expect(validate({ REDIS_URL: url }).REDIS_URL).toBe(url);
  });

  it('is checked in full at start-up, naming the variable', () => {
    expect(() => validate({ REDIS_URL: 'redis+cluster://node-a:7000?nodes=node-b' })).toThrow(
      /^Invalid environment: REDIS_URL: a cluster node must be host:port, not "node-b"$/,
    );
  });

  it('is refused once only when its first node is bad already', () => {
    expect(() => validate({ REDIS_URL: 'redis+cluster://node-a:70000' })).toThrow(
      new RegExp(
        '^Invalid environment: REDIS_URL must be a redis://, rediss://, ' +
          'redis\\+cluster:// or rediss\\+cluster:// URL$',
      ),
    );
  });
});
