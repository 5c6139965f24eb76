/**
 * @jest-environment jsdom
 */
/**
 * The site cookies the browser sets (spec 001 s4, s6 and s9): the default edition, the
 * signed-in flags and the ad targeting user they make, the brand's ad cookie with the
 * session's ad subsession, and pv.
 */
import { adUser } from '../../src/ads/ad-user';
import { adSubsession } from '../../src/site-context/ad-subsession-cookie';
import { rememberDefaultEdition } from '../../src/site-context/edition-cookie';
import { rememberPageViews } from '../../src/site-context/page-views-cookie';
import { startSiteCookies } from '../../src/site-context/start-site-cookies';
import { forgetSignIn, rememberSignIn } from '../../src/site-context/user-cookies';

/** A document whose cookie writes are recorded and applied (name=value; attributes). */
function cookieJar(initial = ''): { doc: Document; writes: string[] } {
  const jar = new Map<string, string>();
  for (const pair of initial.split('; ').filter(Boolean)) {
    const [name, value] = pair.split('=');
    jar.set(name, value);
  }
  const writes: string[] = [];
  const doc = {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair] = line.split('; ');
      const [name, value] = pair.split('=');
      if (/Max-Age=0(;|$)/.test(line)) jar.delete(name);
      else jar.set(name, value);
    },
  } as Document;
  return { doc, writes };
}

const allowAll = { allowed: () => true, subscribe: () => () => undefined };
const allowNone = { allowed: () => false, subscribe: () => () => undefined };

describe('the client side sets us (spec 001 s4)', () => {
  it('sets fly_preferred_edition=us when there is none, with the defaults', () => {
    const { doc, writes } = cookieJar();
    rememberDefaultEdition(doc);
    expect(writes).toEqual([
      expect.stringMatching(
        /^fly_preferred_edition=us; Max-Age=\d+; Path=\/; Secure; SameSite=Lax$/,
      ),
    ]);
  });

  it('leaves a valid edition cookie, replaces one of no configured edition', () => {
    const kept = cookieJar('fly_preferred_edition=us');
    rememberDefaultEdition(kept.doc);
    expect(kept.writes).toEqual([]);
    const bad = cookieJar('fly_preferred_edition=%3Cx%3E');
    rememberDefaultEdition(bad.doc);
    expect(bad.doc.cookie).toBe('fly_preferred_edition=us');
  });
});

describe('registered or anon (spec 001 s6)', () => {
  it("is 'registered' with the user cookie or the previous-login cookie, else 'anon'", () => {
    expect(adUser('fly_user=1')).toBe('registered');
    expect(adUser('a=b; fly_prev_login=1')).toBe('registered');
    expect(adUser('')).toBe('anon');
    expect(adUser(undefined)).toBe('anon');
    expect(adUser('fly_user=0; fly_prev_login=yes')).toBe('anon');
  });

  it('sets both flags at sign-in; signing out keeps the previous login, so still registered', () => {
    const { doc, writes } = cookieJar();
    rememberSignIn(doc);
    expect(writes).toEqual([
      expect.stringMatching(/^fly_user=1; Max-Age=\d+; Path=\/; Secure; SameSite=Lax$/),
      expect.stringMatching(/^fly_prev_login=1; Max-Age=\d+; Path=\/; Secure; SameSite=Lax$/),
    ]);
    expect(adUser(doc.cookie)).toBe('registered');
    forgetSignIn(doc);
    expect(writes[2]).toBe('fly_user=; Max-Age=0; Path=/; Secure; SameSite=Lax');
    expect(doc.cookie).toBe('fly_prev_login=1');
    expect(adUser(doc.cookie)).toBe('registered');
  });
});

describe('the brand ad cookie (spec 001 s9)', () => {
  it('draws a subsession from 1 to 6 once, in a session cookie named for the site', () => {
    const { doc, writes } = cookieJar();
    expect(adSubsession('bytewire', doc, () => 0)).toBe(1);
    expect(writes).toEqual(['bytewire_ad=1; Path=/; Secure; SameSite=Lax']);
    expect(adSubsession('bytewire', doc, () => 0.99)).toBe(1);
    expect(writes).toHaveLength(1);
    expect(adSubsession('bytewire', cookieJar().doc, () => 0.999999)).toBe(6);
  });

  it('draws anew over a value that is no subsession', () => {
    for (const bad of ['0', '7', 'x', '1%3B']) {
      const { doc } = cookieJar(`bytewire_ad=${bad}`);
      expect(adSubsession('bytewire', doc, () => 0.5)).toBe(4);
      expect(doc.cookie).toBe('bytewire_ad=4');
    }
  });
});

describe('pv (spec 001 s9)', () => {
  it("writes the session's page views as a session cookie", () => {
    const { doc, writes } = cookieJar();
    rememberPageViews(3, allowAll, doc);
    expect(writes).toEqual(['pv=3; Path=/; Secure; SameSite=Lax']);
  });

  it('writes nothing without performance consent, nor for a count that is none', () => {
    const { doc, writes } = cookieJar();
    rememberPageViews(3, allowNone, doc);
    for (const bad of [0, -1, 1.5, Number.NaN, 1e6]) rememberPageViews(bad, allowAll, doc);
    expect(writes).toEqual([]);
  });
});

describe('the cookies started after hydration', () => {
  it('sets the default edition at once and the ad cookie only once targeting is allowed', async () => {
    const { doc } = cookieJar();
    const win = { document: doc, location: { search: '' } } as unknown as Window;
    let allowed = false;
    let listener = () => undefined as void;
    const consent = {
      allowed: () => allowed,
      subscribe: (l: () => void) => {
        listener = l;
        return () => undefined;
      },
    };
    startSiteCookies('bytewire', consent, win);
    await Promise.resolve();
    expect(doc.cookie).toBe('fly_preferred_edition=us');
    allowed = true;
    listener();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(doc.cookie).toMatch(/^fly_preferred_edition=us; bytewire_ad=[1-6]$/);
  });
});
