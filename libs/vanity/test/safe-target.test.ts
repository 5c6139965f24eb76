import { safeVanityTarget } from '../src';

const ORIGIN = 'https://www.bytewire.example';

describe('safeVanityTarget', () => {
  it.each([
    ['/news/', { kind: 'path', path: '/news/' }],
    ['/article/x/?a=1#top', { kind: 'path', path: '/article/x/?a=1#top' }],
    [`${ORIGIN}/article/x/?a=1`, { kind: 'path', path: '/article/x/?a=1' }],
    ['https://partner.example/offer', { kind: 'absolute', url: 'https://partner.example/offer' }],
    ['http://partner.example', { kind: 'absolute', url: 'http://partner.example/' }],
  ])('%s is safe', (raw, safe) => expect(safeVanityTarget(raw, ORIGIN)).toEqual(safe));

  it.each([
    '',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://partner.example/',
    '//evil.example/',
    '/\\evil.example/',
    '\\\\evil.example',
    '/news/\r\nSet-Cookie: owned=1',
    '/news/\n',
    ' /news/',
    '/news/\u2028',
    'https://user:pass@partner.example/',
    'relative/path',
    `/${'a'.repeat(2048)}`,
  ])('%j is refused', (raw) => expect(safeVanityTarget(raw, ORIGIN)).toBeUndefined());
});
