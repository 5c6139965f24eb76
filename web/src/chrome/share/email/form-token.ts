/**
 * The email share form's token (spec 001 s3: a hidden form token), double-submit style: the
 * newsletter proxy sets the `email_share_token` cookie (`GET /user/email-friend/challenge/`,
 * which the form calls for its captcha as it opens) and compares it with the posted
 * `email_share[_token]`. A page on another site can post the form but cannot read the cookie.
 */
import { EMAIL_SHARE_TOKEN_COOKIE } from '@bytewire/contracts';
import { readCookie } from '../../../browser/cookies';

/** The token to post; empty when the cookie is not (yet) set, which the endpoint refuses. */
export function readFormToken(): string {
  if (typeof document === 'undefined') return '';
  return readCookie(document.cookie, EMAIL_SHARE_TOKEN_COOKIE) ?? '';
}
