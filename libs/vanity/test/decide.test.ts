import type { VanityResponse, VanityTarget } from '@bytewire/contracts';
import { decideVanity, type VanityContext } from '../src';

const ORIGIN = 'https://www.bytewire.example';
const CTX: VanityContext = {
  edition: 'us',
  currentPath: '/vanity/',
  maskEnabled: true,
  now: new Date('2025-06-01T12:00:00Z'),
  siteOrigin: ORIGIN,
};
const url = (target: string, edition = 'us'): VanityTarget => ({
  edition,
  targetType: 'url',
  target,
});

function entry(urlType: VanityResponse['urlType'], targets: VanityTarget[], extra = {}) {
  return { id: 'v9', urlType, urlPath: '/vanity/', targets, ...extra } as VanityResponse;
}

describe('decideVanity (spec 000 s4 order)', () => {
  it('2. an error response stops', () => {
    const decision = decideVanity(
      entry('PERMANENT_REDIRECT', [url('/news/')], { error: { code: 404, message: 'x' } }),
      CTX,
    );
    expect(decision.action).toBe('none');
  });

  it('3. a disabled or expired entry stops, before anything else', () => {
    expect(decideVanity(entry('NOT_FOUND', [url('/')], { enabled: false }), CTX).action).toBe(
      'none',
    );
    const expired = { enabled: true, dateExpired: { date: '2025-01-01 00:00:00' } };
    expect(decideVanity(entry('NOT_FOUND', [url('/')], expired), CTX).action).toBe('none');
  });

  it('4. no target for the edition, or an object target without slug, stops (NOT_FOUND too)', () => {
    expect(decideVanity(entry('NOT_FOUND', [url('/', 'fr')]), CTX).action).toBe('none');
    const noSlug = { edition: 'us', targetType: 'article', target: { availableOn: [] } };
    expect(decideVanity(entry('MASK', [noSlug]), CTX).action).toBe('none');
  });

  it('5. NOT_FOUND: 404 with a message naming id, type and path', () => {
    expect(decideVanity(entry('NOT_FOUND', [url('/')]), CTX)).toEqual({
      action: 'not-found',
      status: 404,
      message: 'Vanity URL v9 of type NOT_FOUND at /vanity/ is not found',
    });
  });

  it('6. MASK and TEMPORARY_MASK: the target page, with the type status', () => {
    expect(decideVanity(entry('MASK', [url('/article/x/')]), CTX)).toEqual({
      action: 'mask',
      status: 301,
      path: '/article/x/',
    });
    const object = { edition: 'us', targetType: 'article', target: { slug: 'x' } };
    expect(decideVanity(entry('TEMPORARY_MASK', [object]), CTX)).toEqual({
      action: 'mask',
      status: 302,
      path: '/article/x/',
    });
  });

  it('6. masks need the mask feature and a page of this site', () => {
    expect(
      decideVanity(entry('MASK', [url('/article/x/')]), { ...CTX, maskEnabled: false }),
    ).toMatchObject({
      action: 'none',
    });
    expect(decideVanity(entry('MASK', [url('https://partner.example/')]), CTX).action).toBe('none');
    expect(decideVanity(entry('MASK', [url('//evil.example/')]), CTX).action).toBe('none');
    expect(decideVanity(entry('MASK', [url(`${ORIGIN}/article/x/`)]), CTX)).toMatchObject({
      action: 'mask',
      path: '/article/x/',
    });
  });

  it('7. redirects: 301 permanent, 302 temporary, site paths and other sites', () => {
    expect(decideVanity(entry('PERMANENT_REDIRECT', [url('/news/')]), CTX)).toEqual({
      action: 'redirect',
      status: 301,
      location: '/news/',
    });
    expect(
      decideVanity(entry('TEMPORARY_REDIRECT', [url('https://partner.example/x')]), CTX),
    ).toEqual({
      action: 'redirect',
      status: 302,
      location: 'https://partner.example/x',
    });
  });

  it('7. no redirect to the current path (in any spelling), to an unsafe target, or without a url target', () => {
    for (const target of ['/vanity/', '/VANITY', `${ORIGIN}/vanity/?utm_email=1`]) {
      expect(decideVanity(entry('PERMANENT_REDIRECT', [url(target)]), CTX).action).toBe('none');
    }
    for (const target of [
      'javascript:alert(1)',
      '/x/\r\nSet-Cookie: a=b',
      '//evil.example',
      '/\\evil',
    ]) {
      expect(decideVanity(entry('PERMANENT_REDIRECT', [url(target)]), CTX).action).toBe('none');
    }
    const object = { edition: 'us', targetType: 'article', target: { slug: 'x' } };
    expect(decideVanity(entry('PERMANENT_REDIRECT', [object]), CTX).action).toBe('none');
  });

  it('8. OK needs nothing', () => {
    expect(decideVanity(entry('OK', [url('/news/')]), CTX).action).toBe('none');
  });
});
