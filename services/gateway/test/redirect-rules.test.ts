import { isResizeLocation, isSiteRelative } from '../src/upstreams/redirect-rules';

const SIGNATURE = 'a'.repeat(40);

describe('redirect rules: where an upstream may send a reader', () => {
  it.each(['/news/', '/article/x/?a=1', '/'])('site-relative: %s', (location) => {
    expect(isSiteRelative(location)).toBe(true);
  });

  it.each(['//evil.example/', '/\\evil.example', 'https://evil.example/', '/a b', '/a\t', ''])(
    'not site-relative: %j',
    (location) => {
      expect(isSiteRelative(location)).toBe(false);
    },
  );

  it.each([
    `https://i1.bytewire.example/resize/${SIGNATURE}/2026/a.jpg?auto=webp&width=96`,
    `http://localhost:3000/resize/${SIGNATURE}/a/b.gif?format=mp4`,
    `http://127.0.0.1:8080/resize/${SIGNATURE}/a.bin`,
  ])('a signed resize URL: %s', (location) => {
    expect(isResizeLocation(location)).toBe(true);
  });

  it.each([
    ['another path', 'https://evil.example/login'],
    ['no signature', 'https://i1.example/resize/nope/a.jpg'],
    ['a relative location', `/resize/${SIGNATURE}/a.jpg`],
    ['another scheme', `javascript://i1.example/resize/${SIGNATURE}/a.jpg`],
    ['credentials', `https://user:pw@i1.example/resize/${SIGNATURE}/a.jpg`],
    ['a fragment', `https://i1.example/resize/${SIGNATURE}/a.jpg#x`],
    ['a backslash', `https:\\\\i1.example/resize/${SIGNATURE}/a.jpg`],
    ['whitespace', `https://i1.example/resize/${SIGNATURE}/a .jpg`],
    ['no URL at all', 'not a url'],
  ])('not a signed resize URL: %s', (_label, location) => {
    expect(isResizeLocation(location)).toBe(false);
  });
});
