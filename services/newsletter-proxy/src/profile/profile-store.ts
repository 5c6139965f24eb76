import { ConflictException, Injectable } from '@nestjs/common';
import { ProxyRedis } from '../store/proxy-redis';
import { PROFILE_FIELDS, type ProfileField } from './profile';

export const USERNAME_TAKEN_MESSAGE = 'This username is taken';

/**
 * Sets the fields of a profile; a new username is claimed (SET NX on its lower-cased index)
 * and the old one released, in one step, so that two readers never share a username.
 * KEYS: the profile hash, then, when the username changes, its new index and its old one (when
 * it had one): only keys that exist in the call, all under the proxy's hash-tagged prefix, so
 * that they share a slot on a Redis Cluster (an empty key name would hash to slot 0).
 * ARGV: sub, then field/value pairs. Returns 0 when the username is someone else's.
 */
const UPDATE_SCRIPT = `
if KEYS[2] then
  local owner = redis.call('GET', KEYS[2])
  if owner and owner ~= ARGV[1] then return 0 end
  redis.call('SET', KEYS[2], ARGV[1])
  if KEYS[3] and KEYS[3] ~= KEYS[2] then redis.call('DEL', KEYS[3]) end
end
if #ARGV > 1 then redis.call('HSET', KEYS[1], unpack(ARGV, 2)) end
return 1`;

export type StoredProfile = Partial<Record<ProfileField | 'email', string>>;

/** Profiles kept here: a hash per reader, and an index of usernames. */
@Injectable()
export class ProfileStore {
  constructor(private readonly redis: ProxyRedis) {}

  private key(sub: string): string {
    return `${this.redis.prefix}profile:${sub}`;
  }

  private usernameKey(username: string): string {
    return `${this.redis.prefix}username:${username.toLowerCase()}`;
  }

  async get(sub: string): Promise<StoredProfile> {
    return this.redis.client.hgetall(this.key(sub));
  }

  /** Writes the given fields (and the address the provider took); 409 for a taken username. */
  async update(sub: string, changes: StoredProfile): Promise<void> {
    const fields = [...PROFILE_FIELDS, 'email' as const].flatMap((name) => {
      const value = changes[name];
      return value === undefined ? [] : [name, value];
    });
    const keys = [this.key(sub)];
    if (changes.username !== undefined) {
      keys.push(this.usernameKey(changes.username));
      const old = await this.redis.client.hget(this.key(sub), 'username');
      if (old) keys.push(this.usernameKey(old));
    }
    const done = await this.redis.client.eval(UPDATE_SCRIPT, keys.length, ...keys, sub, ...fields);
    if (done === 0) throw new ConflictException(USERNAME_TAKEN_MESSAGE);
  }
}
