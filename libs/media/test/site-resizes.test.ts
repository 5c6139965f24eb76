import {
  DEFAULT_IMAGE_SIZE,
  IMAGE_SIZES,
  SRCSET_FACTORS,
  checkSiteResize,
  resizeRequestOf,
  scaledSize,
  type ImageDimensions,
} from '../src';
import { image } from './fixtures';

function expectRefused(signed: string, problem: string): void {
  expect(checkSiteResize(signed)).toEqual({ ok: false, problem });
}

describe('checkSiteResize: only what the site signs itself', () => {
  const boxes: [string, Readonly<ImageDimensions>][] = [
    ['the default size', DEFAULT_IMAGE_SIZE],
    ...Object.entries(IMAGE_SIZES),
  ];

  it.each(boxes)('accepts %s at every srcset factor, as resizeUrl writes it', (_name, box) => {
    for (const factor of SRCSET_FACTORS) {
      for (const cropGravity of [undefined, 0, 9]) {
        for (const path of ['/2026/a/hero.jpg', '/b/clip.gif', '/c/d e/ü.webp', '/x.PNG']) {
          const request = resizeRequestOf(image({ path, cropGravity }), scaledSize(box, factor));
          expect(request).toBeDefined();
          expect(checkSiteResize(request!.signedString)).toEqual({ ok: true, request });
        }
      }
    }
  });

  it('accepts the image at its own size (a size key with no configuration)', () => {
    const request = resizeRequestOf(image({ path: '/a/b.jpg' }), { size: 'not_a_size' });
    expect(request?.signedString).toBe('/a/b.jpg?auto=webp');
    expect(checkSiteResize('/a/b.jpg?auto=webp')).toEqual({ ok: true, request });
    expect(checkSiteResize('/a/b.bin')).toMatchObject({ ok: true });
  });

  it('refuses sizes no page asks for', () => {
    const problem = 'width and height must be one of the site image sizes';
    expectRefused('/a/b.jpg?auto=webp&height=306&width=457', problem);
    expectRefused('/a/b.jpg?auto=webp&width=3000', problem);
    // A preset's width without its height is another size.
    expectRefused('/a/b.jpg?auto=webp&width=456', problem);
    expectRefused('/a/b.jpg?auto=webp&height=306', problem);
  });

  it('refuses parameters the site does not write, repeated, or out of order', () => {
    expectRefused('/a/b.jpg?auto=webp&quality=100&width=96', 'unknown parameter "quality"');
    expectRefused('/a/b.jpg?auto=webp&width=96&width=96', 'repeated parameter "width"');
    expectRefused(
      '/a/b.jpg?width=96&auto=webp',
      'the parameters must be sorted by name and encoded as resize URLs write them',
    );
    expectRefused('/a/b.jpg?auto=webp&=1', 'malformed parameter "=1"');
    expectRefused('/a/b.jpg?auto=webp&width', 'malformed parameter "width"');
    expectRefused('/a/b.jpg?auto=%E0%A4%A', 'malformed percent-encoding in the parameters');
  });

  it('refuses a gravity outside 0 to 9 and format parameters of another file type', () => {
    const gravity = 'gravity must be a crop gravity code from 0 to 9';
    expectRefused('/a/b.jpg?auto=webp&gravity=10&width=96', gravity);
    expectRefused('/a/b.jpg?auto=webp&gravity=-1&width=96', gravity);
    expectRefused('/a/b.jpg?auto=webp&gravity=5.0&width=96', gravity);
    const format = 'format and auto must be those of the image file type';
    expectRefused('/a/b.jpg?width=96', format);
    expectRefused('/a/b.gif?auto=webp&width=96', format);
    expectRefused('/a/b.jpg?auto=avif&width=96', format);
    expectRefused('/a/b.bin?format=mp4&width=96', format);
  });

  it('refuses paths that are not encoded storage paths', () => {
    const problem = 'the image path must be a storage path encoded as resize URLs encode it';
    for (const path of ['', '/', 'a/b.jpg', '/a/../b.jpg', '/a/./b.jpg', '/a/b c.jpg', '/%zz']) {
      expectRefused(`${path}?auto=webp&width=96`, problem);
    }
    // Percent-encoding in capitals or of a character that needs none is another string.
    expectRefused('/a/%c3%bc.jpg?auto=webp&width=96', problem);
    expectRefused('/a/%62.jpg?auto=webp&width=96', problem);
    expect(checkSiteResize('/a/%C3%BC.jpg?auto=webp&width=96')).toEqual({
      ok: true,
      request: { encodedPath: '/a/%C3%BC.jpg', signedString: '/a/%C3%BC.jpg?auto=webp&width=96' },
    });
  });
});
