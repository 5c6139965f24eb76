import { Injectable } from '@nestjs/common';
import type { Account } from '../accounts/account';
import { AccountStore, EMAIL_TAKEN } from '../accounts/account-store';
import type { SocialIdentity } from './social-identity';

/** What a reader back from a social network comes to. */
export type SocialOutcome =
  /** Signed in (the sign-in counted): the network's reader was linked, or now is. */
  | { kind: 'account'; account: Account }
  /** Nobody has the address: a new account, once the terms are accepted. */
  | { kind: 'new'; email: string }
  /** An account has the address and the network does not vouch for it: its password first. */
  | { kind: 'address-taken'; email: string }
  /** The network gave no address: an account needs one. */
  | { kind: 'no-email' };

/**
 * Accounts of readers who sign in with a social network. A network's reader is linked to one
 * account for good (by the network's id for them, not the address, which can change). A
 * network that vouches for the address (`email_verified`) opens the account that has it;
 * otherwise that account's password is asked for, so that nobody takes an account over by
 * giving a network someone else's address.
 */
@Injectable()
export class SocialAccounts {
  constructor(private readonly accounts: AccountStore) {}

  async resolve(identity: SocialIdentity): Promise<SocialOutcome> {
    const linked = await this.accounts.findBySocial(identity);
    if (linked) return { kind: 'account', account: await this.accounts.countSignIn(linked) };
    if (!identity.email) return { kind: 'no-email' };
    const known = await this.accounts.findByEmail(identity.email);
    if (!known) return { kind: 'new', email: identity.email };
    if (!identity.emailVerified) return { kind: 'address-taken', email: identity.email };
    const owner = await this.accounts.linkSocial(known, identity);
    const account = owner === known.sub ? known : await this.accounts.findBySub(owner);
    if (!account) return { kind: 'address-taken', email: identity.email };
    return { kind: 'account', account: await this.accounts.countSignIn(account) };
  }

  /** The new account of a reader who accepted the terms; EMAIL_TAKEN if the address was taken since. */
  join(identity: SocialIdentity & { email: string }): Promise<Account | typeof EMAIL_TAKEN> {
    return this.accounts.createFromSocial(identity.email, identity);
  }
}
