import { normalisedEmail } from '@bytewire/contracts';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { IDENTITY_KEY_PREFIX, IdentityRedis } from '../store/identity-redis';
import type { Account, SocialLink } from './account';
import { hashPassword, verifyPassword } from './password-hash';

const accountKey = (sub: string) => `${IDENTITY_KEY_PREFIX}account:${sub}`;
const emailKey = (email: string) => `${IDENTITY_KEY_PREFIX}account-email:${normalisedEmail(email)}`;
/** A social network's reader (its `sub`, or Facebook's id) to the account it signs in to. */
const socialKey = (network: string, subject: string) =>
  `${IDENTITY_KEY_PREFIX}account-social:${network}:${subject}`;

/**
 * Claims the address and writes the account in one step: never an index without its account.
 * KEYS: address index, account, and for an account made with a social network its link.
 */
const CREATE_SCRIPT = `
if redis.call('SET', KEYS[1], ARGV[1], 'NX') then
  redis.call('HSET', KEYS[2], unpack(ARGV, 2))
  if KEYS[3] then redis.call('SET', KEYS[3], ARGV[1]) end
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
  if (!fields.email) return undefined;
  return {
    sub,
    email: fields.email,
    // Empty for an account made with a social network until a reset gives it one.
    passwordHash: fields.passwordHash ?? '',
    createdAt: fields.createdAt ?? '',
    termsAcceptedAt: fields.termsAcceptedAt ?? '',
    loginCount: Number(fields.loginCount ?? 0),
  };
}

/**
 * Accounts in Redis, under IDENTITY_KEY_PREFIX (one hash tag: the scripts span their keys): a
 * hash per account (`account:<sub>`) and an index from the address, compared without case, to
 * the sub (`account-email:<email>`), claimed with SET NX so that two joins with one address
 * make one account.
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
    return this.write(email, await hashPassword(password));
  }

  /**
   * A new account for a reader of a social network, linked to it, with no password (a reset
   * gives it one) and its first sign-in counted; EMAIL_TAKEN when the address has an account.
   */
  async createFromSocial(email: string, link: SocialLink): Promise<Account | typeof EMAIL_TAKEN> {
    return this.write(email, '', link);
  }

  private async write(
    email: string,
    passwordHash: string,
    link?: SocialLink,
  ): Promise<Account | typeof EMAIL_TAKEN> {
    const sub = randomUUID();
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
    const keys = [emailKey(email), accountKey(sub)];
    if (link) keys.push(socialKey(link.network, link.subject));
    const created = await this.redis.client.eval(
      CREATE_SCRIPT,
      keys.length,
      ...keys,
      sub,
      ...fields,
    );
    return created === 1 ? account : EMAIL_TAKEN;
  }

  /** The account a social network's reader signs in to, when linked. */
  async findBySocial(link: SocialLink): Promise<Account | undefined> {
    const sub = await this.redis.client.get(socialKey(link.network, link.subject));
    return sub ? this.findBySub(sub) : undefined;
  }

  /**
   * Links a social network's reader to an account; the account it is already linked to when
   * another request linked it first.
   */
  async linkSocial(account: Account, link: SocialLink): Promise<string> {
    const key = socialKey(link.network, link.subject);
    if (await this.redis.client.set(key, account.sub, 'NX')) return account.sub;
    return (await this.redis.client.get(key)) ?? account.sub;
  }

  /** Counts a sign-in (spec 001 s4 `login_count`); answers the account as it now is. */
  async countSignIn(account: Account): Promise<Account> {
    const loginCount = await this.redis.client.hincrby(accountKey(account.sub), 'loginCount', 1);
    return { ...account, loginCount };
  }

  /** The account when the password is its own, counting the sign-in; otherwise undefined. */
  async signIn(email: string, password: string): Promise<Account | undefined> {
    const account = await this.findByEmail(email);
    if (!account || !(await verifyPassword(password, account.passwordHash))) return undefined;
    return this.countSignIn(account);
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
