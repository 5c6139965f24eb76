import { resizeUrl, type ResizeUrlOptions } from '../src';
import { nodeHmacSha1Signer } from '../src/node';
import { HOSTS, SECRET, expectedSignature, image } from './fixtures';

const sign = nodeHmacSha1Signer(SECRET);
const options: ResizeUrlOptions = { size: 'seo_image', hosts: HOSTS, sign };

/** The URL's query as ordered pairs, so that tests see the order too. */
function pairs(url: string | undefined): [string, string][] {
  if (url === undefined) throw new Error('expected a resize URL');
  return [...new URL(url).searchParams.entries()];
}

describe('resizeUrl (spec 000 s7)', () => {
  it('builds https://{host}/resize/{signature}{path}?{sorted params}', () => {
    const signed = '/2026/11/20/0f5e/laptop-hero.jpg?auto=webp&gravity=5&height=675&width=1200';
    // The path is 32 characters long: 32 % 3 = 2.
    expect(resizeUrl(image({ cropGravity: 5 }), options)).toBe(
      `https://img2.example.com/resize/${expectedSignature(signed)}${signed}`,
    );
  });

  it('signs exactly the encoded path, then ? and the sorted query', () => {
    const messages: string[] = [];
    const recording = (message: string) => {
      messages.push(message);
      return sign(message);
    };
    resizeUrl(image({ path: '/a/b.png' }), { width: 300, hosts: HOSTS, sign: recording });
    expect(messages).toEqual(['/a/b.png?auto=webp&width=300']);
  });

  it('signs the path alone, and adds no ?, when there are no parameters', () => {
    const url = resizeUrl(image({ path: '/a/clip.bin' }), { ...options, size: 'not_a_size' });
    expect(url).toBe(
      `https://img2.example.com/resize/${expectedSignature('/a/clip.bin')}/a/clip.bin`,
    );
  });

  it.each([
    ['/a.jpg', 6, 'img0.example.com'],
    ['/ab.jpg', 7, 'img1.example.com'],
    ['/abc.jpg', 8, 'img2.example.com'],
    ['/abcd.jpg', 9, 'img0.example.com'],
  ])('chooses the host of %s by path length (%i %% 3)', (path, length, host) => {
    expect(path).toHaveLength(length);
    expect(new URL(resizeUrl(image({ path }), options) ?? '').host).toBe(host);
  });

  it('uses the single host when one is configured', () => {
    const url = resizeUrl(image(), { ...options, hosts: ['img.example.com:8443'] });
    expect(new URL(url ?? '').host).toBe('img.example.com:8443');
  });

  it.each([
    ['an http origin (local development)', 'http://localhost:3000', 'http://localhost:3000'],
    ['an https origin', 'https://i1.example.com', 'https://i1.example.com'],
    ['an origin with a trailing slash', 'https://i1.example.com/', 'https://i1.example.com'],
    ['an origin with a port', 'http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['a scheme in capitals', 'HTTP://localhost:3000', 'http://localhost:3000'],
    ['a bare host name: https', 'i1.example.com', 'https://i1.example.com'],
  ])('loads from %s', (_label, host, origin) => {
    const signed = '/2026/11/20/0f5e/laptop-hero.jpg?auto=webp&height=675&width=1200';
    expect(resizeUrl(image(), { ...options, hosts: [host] })).toBe(
      `${origin}/resize/${expectedSignature(signed)}${signed}`,
    );
  });

  it('chooses among origins by the length of the encoded path, not of the origin', () => {
    const hosts = ['http://localhost:3000', 'https://i1.example.com'];
    // 6 % 2 = 0 and 7 % 2 = 1, whatever the origins' own lengths.
    expect(resizeUrl(image({ path: '/a.jpg' }), { ...options, hosts })).toMatch(
      /^http:\/\/localhost:3000\/resize\//,
    );
    expect(resizeUrl(image({ path: '/ab.jpg' }), { ...options, hosts })).toMatch(
      /^https:\/\/i1\.example\.com\/resize\//,
    );
  });

  it.each([
    ['gif', '/a/anim.gif', { format: 'mp4' }],
    ['GIF in capitals', '/a/ANIM.GIF', { format: 'mp4' }],
    ['jpg', '/a/b.jpg', { auto: 'webp' }],
    ['jpeg', '/a/b.jpeg', { auto: 'webp' }],
    ['png', '/a/b.PNG', { auto: 'webp' }],
    ['webp', '/a/b.webp', {}],
    ['svg', '/a/b.svg', {}],
    ['no extension', '/a/b', {}],
    ['a dot in a folder only', '/a.jpg/b', {}],
  ])('adds the format parameters of %s', (_label, path, expected) => {
    const query = Object.fromEntries(pairs(resizeUrl(image({ path }), options)));
    expect({ format: query.format, auto: query.auto }).toEqual({
      format: undefined,
      auto: undefined,
      ...expected,
    });
  });

  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])('sends crop gravity %i', (cropGravity) => {
    const query = new URL(resizeUrl(image({ cropGravity }), options) ?? '').searchParams;
    expect(query.get('gravity')).toBe(String(cropGravity));
  });

  it.each([-1, 10, 2.5, Number.NaN, undefined, '3'])(
    'sends no gravity for the out-of-range code %p',
    (cropGravity) => {
      const query = new URL(resizeUrl({ ...image(), cropGravity } as never, options) ?? '')
        .searchParams;
      expect(query.has('gravity')).toBe(false);
    },
  );

  it('sorts every parameter by key, extra query included (code unit order)', () => {
    const url = resizeUrl(image({ cropGravity: 1 }), {
      ...options,
      query: { api_key: 'k1', Zeta: 2, b: 'x' },
    });
    expect(pairs(url).map(([key]) => key)).toEqual([
      'Zeta',
      'api_key',
      'auto',
      'b',
      'gravity',
      'height',
      'width',
    ]);
  });

  it('lets the extra query override a computed parameter, signed as sent', () => {
    const url = resizeUrl(image({ path: '/a/b.jpg' }), { ...options, query: { auto: 'avif' } });
    const signed = '/a/b.jpg?auto=avif&height=675&width=1200';
    expect(url).toBe(`https://img2.example.com/resize/${expectedSignature(signed)}${signed}`);
  });

  it('percent-encodes path segments and parameters, and adds a missing leading slash', () => {
    const url = resizeUrl(image({ path: 'a b/été #1.jpg' }), {
      width: 10,
      hosts: ['img.example.com'],
      sign,
      query: { note: 'a&b=c' },
    });
    const signed = '/a%20b/%C3%A9t%C3%A9%20%231.jpg?auto=webp&note=a%26b%3Dc&width=10';
    expect(url).toBe(`https://img.example.com/resize/${expectedSignature(signed)}${signed}`);
    // What a browser sends is what was signed: URL parsing leaves it untouched.
    const parsed = new URL(url ?? '');
    expect(`${parsed.pathname}${parsed.search}`).toBe(
      `/resize/${expectedSignature(signed)}${signed}`,
    );
  });

  it.each([
    ['an invalid image (zero width)', image({ width: 0 })],
    ['an image with only an imageUrl', { imageUrl: 'https://img.example.com/a.jpg' }],
    ['a blank path', image({ path: ' ' })],
    ['the root path', image({ path: '/' })],
    ['a .. segment', image({ path: '/a/../b.jpg' })],
    ['a . segment', image({ path: '/a/./b.jpg' })],
  ])('returns undefined for %s', (_label, value) => {
    expect(resizeUrl(value, options)).toBeUndefined();
  });

  it.each([
    ['no hosts', { hosts: [] }, 'At least one image resize host is required'],
    ['a host with a path', { hosts: ['img.example.com', 'img.example.com/x'] }, 'host name'],
    ['an origin with a path', { hosts: ['https://img.example.com/x'] }, 'http(s) origin'],
    ['an origin with a query', { hosts: ['https://img.example.com?a=1'] }, 'http(s) origin'],
    ['an origin with credentials', { hosts: ['https://u:p@img.example.com'] }, 'http(s) origin'],
    ['another scheme', { hosts: ['ftp://img.example.com'] }, 'http(s) origin'],
    ['a protocol-relative host', { hosts: ['//img.example.com'] }, 'http(s) origin'],
    ['a base64 signer', { sign: () => 'q83vEjRWeJq83vEjRWeJq83vEjQ=' }, 'lowercase hex HMAC-SHA1'],
    ['an uppercase hex signer', { sign: () => 'A'.repeat(40) }, 'lowercase hex HMAC-SHA1'],
  ])('throws on a configuration mistake: %s', (_label, override, message) => {
    expect(() => resizeUrl(image(), { ...options, ...override })).toThrow(message);
  });
});
