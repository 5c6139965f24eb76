import { ReplyError } from 'ioredis';
import {
  isRedisUnavailable,
  RedisUnavailableError,
  unavailableOr,
} from '../src/store/redis-unavailable';

describe('Redis out of reach', () => {
  it('is told by the errors of the kit’s client when Redis cannot answer', () => {
    const open = Object.assign(
      new Error('Execution prevented because the circuit breaker is open'),
      {
        isBrokenCircuitError: true,
      },
    );
    const retries = new Error('Reached the max retries per request limit (which is 1).');
    retries.name = 'MaxRetriesPerRequestError';
    for (const error of [
      open,
      retries,
      new Error('Command timed out'),
      new Error('Connection is closed.'),
      new Error('None of startup nodes is available'),
      new ReplyError('CLUSTERDOWN The cluster is down'),
      new RedisUnavailableError(),
    ]) {
      expect(isRedisUnavailable(error)).toBe(true);
    }
  });

  it('is not Redis refusing a command, nor any other error', () => {
    expect(isRedisUnavailable(new ReplyError('WRONGTYPE Operation against a key'))).toBe(false);
    expect(isRedisUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isRedisUnavailable('Command timed out')).toBe(false);
  });

  it('becomes an error oidc-provider answers 503 temporarily_unavailable, never redirected', () => {
    const error = unavailableOr(new Error('Command timed out'));
    expect(error).toBeInstanceOf(RedisUnavailableError);
    expect(error).toMatchObject({
      status: 503,
      statusCode: 503,
      expose: true,
      allow_redirect: false,
      message: 'temporarily_unavailable',
    });
    const other = new TypeError('bug');
    expect(unavailableOr(other)).toBe(other);
  });
});
