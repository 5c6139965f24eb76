import { isEmailAddress } from '@bytewire/contracts';
import type { SocialLink } from '../accounts/account';
import type { SocialNetwork, SocialNetworkId } from './social-networks';

/** A reader as a social network names them, checked. */
export interface SocialIdentity extends SocialLink {
  network: SocialNetworkId;
  /** The address the network gives, when it gives a valid one. */
  email?: string;
  /**
   * Whether the network vouches that the address is the reader's (OpenID Connect's
   * `email_verified`). Only then may the sign-in open an account that already has the address.
   */
  emailVerified: boolean;
}

/** Ids as networks issue them: printable ASCII, bounded (OpenID Connect: at most 255). */
const SUBJECT = /^[\x21-\x7e]{1,255}$/;

function field(claims: unknown, name: string): unknown {
  return typeof claims === 'object' && claims !== null
    ? (claims as Record<string, unknown>)[name]
    : undefined;
}

/**
 * The identity in a network's answer (ID token claims, or the Graph API's `/me`), or undefined
 * when it names no reader. An address that is not one is dropped, not trusted.
 */
export function socialIdentityFrom(
  network: SocialNetwork,
  claims: unknown,
): SocialIdentity | undefined {
  const subject = field(claims, network.kind === 'oidc' ? 'sub' : 'id');
  if (typeof subject !== 'string' || !SUBJECT.test(subject)) return undefined;
  const email = field(claims, 'email');
  const valid = typeof email === 'string' && isEmailAddress(email.trim());
  return {
    network: network.id,
    subject,
    email: valid ? email.trim() : undefined,
    // Facebook's Graph API has no such claim: its address opens no existing account.
    emailVerified: valid && network.kind === 'oidc' && field(claims, 'email_verified') === true,
  };
}
