import { normalisedEmail } from '@bytewire/contracts';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { IDENTITY_KEY_PREFIX, IdentityRedis } from '../store/identity-redis';
import type { Account } from './account';
import { hashPassword, verifyPassword } from './password-hash';

const accountKey = (sub: string) => `${IDENTITY_KEY_PREFIX}account:${sub}`;
const emailKey = (email: string) => `${IDENTITY_KEY_PREFIX}account-email:${normalisedEmail(email)}`;

/** Claims the address and writes the account in one step: never an index without its account. */
const CREATE_SCRIPT = `
if redis.call('SET', KEYS[1], ARGV[1], 'NX') then
  redis.call('HSET', KEYS[2], unpack(ARGV, 2))
  return 1
end
return 0`;

/**
 * Moves an account to a new address: claims the new index (or finds it already the account's),
 * points the account at it and drops the old index. KEYS: new index, account, old index.
 */
const CHANGE_EMAIL_SCRIPT = `
local owner = redis.call('GET', KEYS[1])
if owner and owner ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[1])
redis.call('HSET', KEYS[2], 'email', ARGV[2])
if KEYS[3] ~= KEYS[1] then redis.call('DEL', KEYS[3]) end
return 1`;

/** The answer of `create` when the address already has an account (a concurrent join). */
export const EMAIL_TAKEN = Symbol('email taken');

function accountFrom(sub: string, fields: Record<string, string>): Account | undefined {
  if (!fields.email || !fields.passwordHash) return undefined;
  return {
    sub,
    email: fields.email,
    passwordHash: fields.passwordHash,
    createdAt: fields.createdAt ?? '',
    termsAcceptedAt: fields.termsAcceptedAt ?? '',
    loginCount: Number(fields.loginCount ?? 0),
  };
}

/**
 * Accounts in Redis: a hash per account (`identity:account:{sub}`) and an index from the
 * address, compared without case, to the sub (`identity:account-email:{email}`), claimed with
 * SET NX so that two joins with one address make one account.
 */
@Injectable()
export class AccountStore {
  constructor(private readonly redis: IdentityRedis) {}

  async findBySub(sub: string): Promise<Account | undefined> {
    return accountFrom(sub, await this.redis.client.hgetall(accountKey(sub)));
  }

  async findByEmail(email: string): Promise<Account | undefined> {
    const sub = await this.redis.client.get(emailKey(email));
    return sub ? this.findBySub(sub) : undefined;
  }

  /** A new account with its first sign-in counted, or EMAIL_TAKEN. */
  async create(email: string, password: string): Promise<Account | typeof EMAIL_TAKEN> {
    const sub = randomUUID();
    const passwordHash = await hashPassword(password);
    const now = new Date().toISOString();
    const account: Account = {
      sub,
      email: email.trim(),
      passwordHash,
      createdAt: now,
      termsAcceptedAt: now,
      loginCount: 1,
    };
    const fields = Object.entries(account).flatMap(([name, value]) => [name, String(value)]);
    const created = await this.redis.client.eval(
      CREATE_SCRIPT,
      2,
      emailKey(email),
      accountKey(sub),
      sub,
      ...fields,
    );
    return created === 1 ? account : EMAIL_TAKEN;
  }

  /** The account when the password is its own, counting the sign-in; otherwise undefined. */
  async signIn(email: string, password: string): Promise<Account | undefined> {
    const account = await this.findByEmail(email);
    if (!account || !(await verifyPassword(password, account.passwordHash))) return undefined;
    const loginCount = await this.redis.client.hincrby(accountKey(account.sub), 'loginCount', 1);
    return { ...account, loginCount };
  }

  /** Moves the account to `email`; EMAIL_TAKEN when another account has it. */
  async changeEmail(account: Account, email: string): Promise<true | typeof EMAIL_TAKEN> {
    const changed = await this.redis.client.eval(
      CHANGE_EMAIL_SCRIPT,
      3,
      emailKey(email),
      accountKey(account.sub),
      emailKey(account.email),
      account.sub,
      email.trim(),
    );
    return changed === 1 ? true : EMAIL_TAKEN;
  }

  async setPassword(sub: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.redis.client.hset(accountKey(sub), 'passwordHash', passwordHash);
  }
}
