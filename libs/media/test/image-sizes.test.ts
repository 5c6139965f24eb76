import {
  DEFAULT_IMAGE_SIZE,
  IMAGE_SIZES,
  IMAGE_SIZE_NOT_CONFIGURED,
  isImageSizeKey,
  resizeUrl,
  type ImageSizeRequest,
} from '../src';
import { HOSTS, image } from './fixtures';

function resizeQuery(request: ImageSizeRequest, warn?: jest.Mock): URLSearchParams {
  const url = resizeUrl(image({ path: '/a/photo.webp' }), {
    ...request,
    hosts: HOSTS,
    sign: () => 'f'.repeat(40),
    warn,
  });
  if (url === undefined) throw new Error('expected a resize URL');
  return new URL(url).searchParams;
}

describe('image size presets (spec 000 s3)', () => {
  it.each([
    ['seo_image', 1200, 675],
    ['article_schema_4x3', 1200, 900],
    ['article_schema_16x9', 1200, 675],
    ['article_schema_1x1', 1200, 1200],
    ['square_56', 56, 56],
    ['square_256', 256, 256],
    ['col_12_wide', 1200, 675],
  ] as const)('%s is %ix%i', (key, width, height) => {
    expect(IMAGE_SIZES[key]).toEqual({ width, height });
  });

  it('keeps article_schema sizes at the ratios 4x3, 16x9 and 1x1', () => {
    const ratio = (key: 'article_schema_4x3' | 'article_schema_16x9' | 'article_schema_1x1') =>
      IMAGE_SIZES[key].width / (IMAGE_SIZES[key].height ?? Number.NaN);
    expect(ratio('article_schema_4x3')).toBeCloseTo(4 / 3);
    expect(ratio('article_schema_16x9')).toBeCloseTo(16 / 9);
    expect(ratio('article_schema_1x1')).toBe(1);
  });

  it('has square sizes from 56 to 256 only, and width-only sc_* sizes', () => {
    const keys = Object.keys(IMAGE_SIZES);
    const sides = keys.filter((k) => k.startsWith('square_')).map((k) => Number(k.slice(7)));
    expect(Math.min(...sides)).toBe(56);
    expect(Math.max(...sides)).toBe(256);
    for (const key of keys.filter((k) => k.startsWith('sc_'))) {
      expect(IMAGE_SIZES[key as 'sc_320']).toEqual({ width: Number(key.slice(3)) });
    }
  });

  it('defaults to 456x306 when the size is unknown', () => {
    expect(DEFAULT_IMAGE_SIZE).toEqual({ width: 456, height: 306 });
  });

  it.each([
    ['seo_image', true],
    ['sc_320', true],
    ['square_300', false],
    ['toString', false],
    ['', false],
  ])('isImageSizeKey(%j) is %s', (key, expected) => {
    expect(isImageSizeKey(key)).toBe(expected);
  });
});

describe('size parameters of a resize URL', () => {
  it.each<[string, ImageSizeRequest, Record<string, string>]>([
    ['a named size', { size: 'seo_image' }, { width: '1200', height: '675' }],
    ['a width-only size', { size: 'sc_320' }, { width: '320' }],
    ['explicit dimensions', { width: 300, height: 200 }, { width: '300', height: '200' }],
    ['an explicit width only', { width: 300 }, { width: '300' }],
    ['no size at all: the default 456x306', {}, { width: '456', height: '306' }],
    ['a zero width and a fractional height, dropped', { width: 0, height: 10.5 }, {}],
    ['an unconfigured size key: no resize', { size: 'hero_giant' }, {}],
  ])('%s', (_label, request, expected) => {
    const query = resizeQuery(request);
    expect({ width: query.get('width'), height: query.get('height') }).toEqual({
      width: expected.width ?? null,
      height: expected.height ?? null,
    });
  });

  it('reports an unconfigured size key through warn, and only that', () => {
    const warn = jest.fn();
    resizeQuery({ size: 'hero_giant' }, warn);
    resizeQuery({ size: 'seo_image' }, warn);
    resizeQuery({}, warn);
    expect(warn.mock.calls).toEqual([[IMAGE_SIZE_NOT_CONFIGURED, { size: 'hero_giant' }]]);
    expect(IMAGE_SIZE_NOT_CONFIGURED).toBe('image size key not configured');
  });
});
