import { isValidImage } from '../src';

describe('isValidImage: images render only if valid (spec 000 s5)', () => {
  it.each([
    ['a path', { path: '/a/b.jpg' }],
    ['an imageUrl', { imageUrl: 'https://img.example.com/b.jpg' }],
    [
      'both, with positive dimensions',
      { path: '/a.jpg', imageUrl: '/p.svg', width: 456, height: 306 },
    ],
    ['a width only', { path: '/a.jpg', width: 1 }],
  ])('accepts an image with %s', (_label, value) => {
    expect(isValidImage(value)).toBe(true);
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a string', '/a/b.jpg'],
    ['no path and no imageUrl', { id: 'x', width: 100 }],
    ['a blank path and no imageUrl', { path: '  ' }],
    ['a non-string path', { path: 42 }],
    ['a zero width', { path: '/a.jpg', width: 0 }],
    ['a negative height', { path: '/a.jpg', height: -306 }],
    ['a string width', { path: '/a.jpg', width: '456' }],
    ['a NaN height', { path: '/a.jpg', height: Number.NaN }],
    ['an infinite width', { path: '/a.jpg', width: Number.POSITIVE_INFINITY }],
  ])('refuses %s', (_label, value) => {
    expect(isValidImage(value)).toBe(false);
  });
});
