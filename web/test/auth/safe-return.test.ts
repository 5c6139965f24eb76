/**
 * @jest-environment jsdom
 */
import { safeReturnTo } from '../../src/auth/oidc-session';

describe('where a reader goes once signed in', () => {
  it.each(['/', '/news/', '/article/x/?a=1#b'])('a path of this site: %s', (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });

  it.each([
    '//evil.example/',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:x',
    3,
    undefined,
  ])('never elsewhere: %p goes to the root', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });
});
