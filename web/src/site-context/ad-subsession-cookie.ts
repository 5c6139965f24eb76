/**
 * The brand-named ad cookie (spec 001 s9, `<siteId>_ad`): the session's ad subsession, one of
 * AD_SUBSESSIONS (spec 001 s9 "6 subsessions"), drawn on the session's first page and kept in
 * a session cookie, so that every page of the session reports the same one. A value that is no
 * subsession (edited, or from a time with more subsessions) is drawn anew.
 */
import { adCookie, isValidAdSubsession } from '@bytewire/site';
import { AD_SUBSESSIONS } from '../ads/ad-constants';
import { cookieString, readCookie } from '../browser/cookies';

export function adSubsession(
  siteId: string,
  doc: Document = document,
  random: () => number = Math.random,
): number {
  const { name } = adCookie(siteId);
  const kept = readCookie(doc.cookie, name);
  if (isValidAdSubsession(kept, AD_SUBSESSIONS)) return Number(kept);
  const drawn = Math.min(AD_SUBSESSIONS, 1 + Math.floor(random() * AD_SUBSESSIONS));
  doc.cookie = cookieString(name, String(drawn));
  return drawn;
}
