import { linkTarget } from '../src/content/link-target';

const SITE = 'https://www.bytewire.example';

describe('links from content data', () => {
  it('keeps site-relative and same-origin links on the client router', () => {
    expect(linkTarget('/topic/laptops/', SITE)).toEqual({
      kind: 'internal',
      to: '/topic/laptops/',
    });
    expect(linkTarget(`${SITE}/news/?page=2#top`, SITE)).toEqual({
      kind: 'internal',
      to: '/news/?page=2#top',
    });
  });

  it('sends other http(s) sites out', () => {
    expect(linkTarget('https://example.org/x', SITE)).toEqual({
      kind: 'external',
      href: 'https://example.org/x',
    });
  });

  it('turns anything else into plain text', () => {
    for (const url of [
      '//elsewhere.example/x',
      '/\\evil.example/x',
      'javascript:alert(1)',
      'mailto:a@b.c',
      'not a url',
      '',
      undefined,
    ]) {
      expect(linkTarget(url, SITE)).toEqual({ kind: 'text' });
    }
  });
});

describe('links worked out once', () => {
  it('gives the same answer again without working it out anew (menus repeat on every page)', () => {
    const first = linkTarget('/reviews/', SITE);
    expect(linkTarget('/reviews/', SITE)).toBe(first);
    expect(linkTarget('/reviews/', 'https://other.example')).not.toBe(first);
  });
});
