import { multiValues } from '@bytewire/service-kit';
import type { Cluster, Redis } from 'ioredis';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { IDENTITY_KEY_PREFIX } from '../store/identity-redis';
import { withRedis } from '../store/redis-unavailable';

/** Models revoked together with their grant. */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);
/** Models marked consumed (single use) rather than deleted. */
const CONSUMABLE = new Set([
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

/** Models indexed by the account they belong to, so that an account's can all be revoked. */
const PER_ACCOUNT = new Set(['Session', 'Grant']);

const PREFIX = `${IDENTITY_KEY_PREFIX}oidc:`;
const modelKeyFor = (name: string, id: string) => `${PREFIX}${name}:${id}`;
const grantKeyFor = (id: string) => `${PREFIX}grant:${id}`;
/** The keys of an account's sessions and grants. */
const accountKeyFor = (accountId: string) => `${PREFIX}account:${accountId}`;
const userCodeKeyFor = (userCode: string) => `${PREFIX}userCode:${userCode}`;
const uidKeyFor = (uid: string) => `${PREFIX}uid:${uid}`;

/**
 * oidc-provider's storage in Redis (sessions, interactions, grants, codes, tokens), after the
 * Redis adapter of oidc-provider's own examples: each model under its name with the TTL the
 * provider gives, grants listing their tokens so that revoking a grant revokes them, and
 * consumable models kept as hashes with a `consumed` field.
 */
export function redisAdapterFor(client: Redis | Cluster): new (name: string) => Adapter {
  return class RedisAdapter implements Adapter {
    constructor(private readonly name: string) {}

    private key(id: string): string {
      return modelKeyFor(this.name, id);
    }

    // Each method answers Redis out of reach as a RedisUnavailableError: oidc-provider then
    // answers 503 temporarily_unavailable rather than a server_error 500.
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      return withRedis(() => this.store(id, payload, expiresIn));
    }

    private async store(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const key = this.key(id);
      const multi = client.multi();
      if (CONSUMABLE.has(this.name)) multi.hset(key, { payload: JSON.stringify(payload) });
      else multi.set(key, JSON.stringify(payload));
      if (expiresIn) multi.expire(key, expiresIn);
      if (GRANTABLE.has(this.name) && payload.grantId) {
        const grantKey = grantKeyFor(payload.grantId);
        multi.rpush(grantKey, key);
        const ttl = await client.ttl(grantKey);
        if (expiresIn > ttl) multi.expire(grantKey, expiresIn);
      }
      if (PER_ACCOUNT.has(this.name) && typeof payload.accountId === 'string') {
        const accountKey = accountKeyFor(payload.accountId);
        multi.sadd(accountKey, `${this.name}:${id}`);
        const ttl = await client.ttl(accountKey);
        if (expiresIn > ttl) multi.expire(accountKey, expiresIn);
      }
      if (payload.userCode) {
        multi.set(userCodeKeyFor(payload.userCode), id);
        multi.expire(userCodeKeyFor(payload.userCode), expiresIn);
      }
      if (payload.uid) {
        multi.set(uidKeyFor(payload.uid), id);
        multi.expire(uidKeyFor(payload.uid), expiresIn);
      }
      multiValues(await multi.exec());
    }

    find(id: string): Promise<AdapterPayload | undefined> {
      return withRedis(async () => {
        if (CONSUMABLE.has(this.name)) {
          const { payload, ...rest } = await client.hgetall(this.key(id));
          if (!payload) return undefined;
          const consumed = rest.consumed ? { consumed: Number(rest.consumed) } : {};
          return { ...(JSON.parse(payload) as AdapterPayload), ...consumed };
        }
        const data = await client.get(this.key(id));
        return data ? (JSON.parse(data) as AdapterPayload) : undefined;
      });
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      const id = await withRedis(() => client.get(uidKeyFor(uid)));
      return id ? this.find(id) : undefined;
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      const id = await withRedis(() => client.get(userCodeKeyFor(userCode)));
      return id ? this.find(id) : undefined;
    }

    async destroy(id: string): Promise<void> {
      await withRedis(() => client.del(this.key(id)));
    }

    revokeByGrantId(grantId: string): Promise<void> {
      return withRedis(() => revokeGrant(client, grantId));
    }

    async consume(id: string): Promise<void> {
      await withRedis(() => client.hset(this.key(id), 'consumed', Math.floor(Date.now() / 1000)));
    }
  };
}

/** Deletes a grant's tokens and codes, and the grant's list of them. */
async function revokeGrant(client: Redis | Cluster, grantId: string): Promise<void> {
  const grantKey = grantKeyFor(grantId);
  const tokens = await client.lrange(grantKey, 0, -1);
  const multi = client.multi();
  for (const token of tokens) multi.del(token);
  multi.del(grantKey);
  multiValues(await multi.exec());
}

/**
 * Ends every session of an account at the provider and revokes every grant it gave (with their
 * codes and stored tokens): a browser signed in as it must sign in again, and the site's silent
 * renewal gets `login_required`. Access tokens are JWTs checked where they are used: they stay
 * valid until they expire. Answers how many sessions and grants were ended.
 */
export async function revokeAccount(client: Redis | Cluster, accountId: string): Promise<number> {
  const accountKey = accountKeyFor(accountId);
  const members = await client.smembers(accountKey);
  for (const member of members) {
    const [name, id] = member.split(/:(.*)/s) as [string, string];
    if (name === 'Grant') await revokeGrant(client, id);
    await client.del(modelKeyFor(name, id));
  }
  await client.del(accountKey);
  return members.length;
}
