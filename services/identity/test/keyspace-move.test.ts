/**
 * The upgrade that gave identity's keys a hash tag (`bytewire:identity:{identity}:`): an account
 * written under the old layout (`bytewire:identity:account:<sub>` and its address index) signs in
 * once the service has started, against the real Redis (REDIS_URL, or a Redis Cluster, where the
 * old keys and the new lie in other slots).
 */
import {
  KEYSPACE_MOVES_KEY,
  keyspaceOf,
  redisClientFor,
  untaggedKeyspaceOf,
  type RedisClient,
} from '@bytewire/service-kit';
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../src/accounts/password-hash';
import { newEmail, verifiedClaims } from './support/browser-session';
import { GOOD_PASSWORD, signIn } from './support/flows';
import { type IdentityProcess, startIdentity } from './support/identity-process';

const OLD = untaggedKeyspaceOf('identity');
const NEW = keyspaceOf('identity');

let redis: RedisClient;
let identity: IdentityProcess | undefined;
const made: string[] = [];

beforeAll(() => {
  redis = redisClientFor(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
    maxRetriesPerRequest: 1,
  });
});

afterAll(async () => {
  await identity?.stop();
  await Promise.all(made.map((key) => redis.del(key)));
  redis.disconnect();
});

/** Resolves once `key` exists, or fails after `ms`. */
async function waitForKey(key: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await redis.exists(key))) {
    if (Date.now() > deadline) throw new Error(`${key} never appeared`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('keys of the layout before hash tags', () => {
  it('are moved at start-up: an account made then signs in with its password', async () => {
    const sub = randomUUID();
    const email = newEmail('before-tags');
    const oldAccount = `${OLD}account:${sub}`;
    const oldIndex = `${OLD}account-email:${email}`;
    const newAccount = `${NEW}account:${sub}`;
    const newIndex = `${NEW}account-email:${email}`;
    made.push(oldAccount, oldIndex, newAccount, newIndex);
    await redis.hset(oldAccount, {
      sub,
      email,
      passwordHash: await hashPassword(GOOD_PASSWORD),
      createdAt: '2025-01-01T00:00:00.000Z',
      termsAcceptedAt: '2025-01-01T00:00:00.000Z',
      loginCount: '3',
    });
    await redis.set(oldIndex, sub);
    // Identity's move is recorded once done: forget it, so that this start moves again.
    await redis.hdel(KEYSPACE_MOVES_KEY, OLD);

    identity = await startIdentity();
    await waitForKey(newIndex);

    const { tokens } = await signIn(identity, email);
    const claims = await verifiedClaims(identity, tokens.id_token);
    expect(claims).toMatchObject({ sub, email });
    expect(await redis.hget(newAccount, 'loginCount')).toBe('4');
    // One key a command: on a cluster the old keys lie in other slots.
    expect(await redis.exists(oldAccount)).toBe(0);
    expect(await redis.exists(oldIndex)).toBe(0);
    expect(await redis.hexists(KEYSPACE_MOVES_KEY, OLD)).toBe(1);
  });
});
