import { safeSegments } from '../src';

describe('safeSegments: the one segment rule for every path an upstream receives', () => {
  it.each([
    ['/', []],
    ['/news/', ['news']],
    ['/assets/app-3f2a.js', ['assets', 'app-3f2a.js']],
    ['/article/caf%C3%A9/', ['article', 'café']],
  ])('%s decodes to %j', (path, segments) => {
    expect(safeSegments(path)).toEqual(segments);
  });

  it.each([
    'news/',
    '//evil.example/',
    '/a//b/',
    '/a/./b',
    '/a/../b/',
    '/a/%2e%2e/b',
    '/a%2Fb/',
    '/a%5Cb/',
    '/a\\b/',
    '/bad%zzescape/',
    '/ctl%0d%0aheader/',
    '/nul%00/',
  ])('%s is refused', (path) => {
    expect(safeSegments(path)).toBeUndefined();
  });
});
