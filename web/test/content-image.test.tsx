/**
 * ContentImage and its sources: signed resize URLs of spec 000 s7 at the sizes of spec 000 s3,
 * the fallbacks of spec 000 s5, and the browser's URLs without a signing key.
 */
import type { Image } from '@bytewire/contracts';
import { IMAGE_SIZE_NOT_CONFIGURED } from '@bytewire/media';
import { nodeHmacSha1Signer } from '@bytewire/media/node';
import { createHmac } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import { AmpModeContext } from '../src/amp/amp-mode';
import { ContentImage } from '../src/components/ContentImage';
import { ImageResizeContext, type ImageResize } from '../src/images/image-resize';
import { RESIZE_FAILED } from '../src/images/image-sources';
import {
  browserImageResize,
  IMAGE_SIGNATURES_ELEMENT_ID,
  pageSignatures,
} from '../src/images/page-signatures';

const KEY = 'content-image-test-key';
const HOST = 'http://localhost:3000';

/** The reference signature, computed here rather than through the code under test. */
function signature(message: string): string {
  return createHmac('sha1', KEY).update(message).digest('hex');
}

function resized(signed: string, host = HOST): string {
  return `${host}/resize/${signature(signed)}${signed}`;
}

const IMAGE: Image = {
  id: 'img-1',
  path: '/2026/06/01/0f5e/laptop-hero.jpg',
  imageUrl: '/placeholder/1200x675.svg?seed=0f5e',
  width: 1200,
  height: 675,
  alt: 'A row of open laptops',
};

interface Rendered {
  attrs: Record<string, string>;
  html: string;
}

function render(
  element: React.ReactElement,
  resize: ImageResize | null = { hosts: [HOST], sign: nodeHmacSha1Signer(KEY) },
): Rendered {
  const html = renderToStaticMarkup(
    <ImageResizeContext value={resize}>{element}</ImageResizeContext>,
  );
  const attrs: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/ ([a-zA-Z]+)="([^"]*)"/g)) {
    attrs[name] = value.replaceAll('&amp;', '&');
  }
  return { attrs, html };
}

describe('ContentImage: resize URLs (spec 000 s7)', () => {
  it('loads the default size 456x306 through a signed resize URL', () => {
    const { attrs } = render(<ContentImage image={IMAGE} />);
    expect(attrs.src).toBe(resized(`${IMAGE.path}?auto=webp&height=306&width=456`));
    expect({ width: attrs.width, height: attrs.height }).toEqual({ width: '456', height: '306' });
    expect(attrs.alt).toBe('A row of open laptops');
    expect(attrs.loading).toBe('lazy');
  });

  it('writes alt="" for a decorative picture (a card thumbnail beside its headline)', () => {
    const { attrs } = render(<ContentImage image={IMAGE} decorative />);
    expect(attrs.alt).toBe('');
    expect(attrs.src).toBe(resized(`${IMAGE.path}?auto=webp&height=306&width=456`));
  });

  it('offers smaller and larger candidates of the same ratio, never wider than the source', () => {
    const { attrs } = render(<ContentImage image={IMAGE} />);
    // 0.5x, 1x, 1.5x, 2x of 456x306; the source is 1200 wide, so 912 is still offered.
    expect(attrs.srcSet).toBe(
      [
        `${resized(`${IMAGE.path}?auto=webp&height=153&width=228`)} 228w`,
        `${resized(`${IMAGE.path}?auto=webp&height=306&width=456`)} 456w`,
        `${resized(`${IMAGE.path}?auto=webp&height=459&width=684`)} 684w`,
        `${resized(`${IMAGE.path}?auto=webp&height=612&width=912`)} 912w`,
      ].join(', '),
    );
    expect(attrs.sizes).toBe('(max-width: 456px) 100vw, 456px');
  });

  it('resizes to a named size: seo_image is 1200x675, with no upscaled candidates', () => {
    const { attrs } = render(<ContentImage image={IMAGE} size="seo_image" priority />);
    expect(attrs.src).toBe(resized(`${IMAGE.path}?auto=webp&height=675&width=1200`));
    expect({ width: attrs.width, height: attrs.height }).toEqual({ width: '1200', height: '675' });
    expect(attrs.srcSet).toBe(
      [
        `${resized(`${IMAGE.path}?auto=webp&height=338&width=600`)} 600w`,
        `${resized(`${IMAGE.path}?auto=webp&height=675&width=1200`)} 1200w`,
      ].join(', '),
    );
    expect(attrs.loading).toBe('eager');
    expect(attrs.fetchPriority).toBe('high');
  });

  it('keeps the ratio of the image for a width-only size (sc_320)', () => {
    const { attrs } = render(<ContentImage image={IMAGE} size="sc_320" sizes="50vw" />);
    expect(attrs.src).toBe(resized(`${IMAGE.path}?auto=webp&width=320`));
    // 320 * 675 / 1200
    expect({ width: attrs.width, height: attrs.height }).toEqual({ width: '320', height: '180' });
    expect(attrs.sizes).toBe('50vw');
  });

  it('resizes square sizes to the square (square_56), without candidates under 100 px', () => {
    const { attrs } = render(<ContentImage image={IMAGE} size="square_56" />);
    expect(attrs.src).toBe(resized(`${IMAGE.path}?auto=webp&height=56&width=56`));
    // 112w (2x) is the only other candidate: 28w and 84w are under 100 px.
    expect(attrs.srcSet).toBe(
      [
        `${resized(`${IMAGE.path}?auto=webp&height=56&width=56`)} 56w`,
        `${resized(`${IMAGE.path}?auto=webp&height=112&width=112`)} 112w`,
      ].join(', '),
    );
  });

  it('adds no resize for a size key with no configuration, and warns', () => {
    const warn = jest.fn();
    const { attrs } = render(<ContentImage image={IMAGE} size="hero_giant" />, {
      hosts: [HOST],
      sign: nodeHmacSha1Signer(KEY),
      warn,
    });
    expect(attrs.src).toBe(resized(`${IMAGE.path}?auto=webp`));
    expect(attrs.srcSet).toBeUndefined();
    expect({ width: attrs.width, height: attrs.height }).toEqual({ width: '1200', height: '675' });
    expect(warn).toHaveBeenCalledWith(IMAGE_SIZE_NOT_CONFIGURED, { size: 'hero_giant' });
    expect(IMAGE_SIZE_NOT_CONFIGURED).toBe('image size key not configured');
  });

  it.each([
    ['a gif: served as mp4', '/a/anim.gif', 'format=mp4&height=306&width=456'],
    ['a png: automatic webp', '/a/shot.png', 'auto=webp&height=306&width=456'],
    ['a webp: no format parameter', '/a/shot.webp', 'height=306&width=456'],
  ])('signs %s', (_label, path, query) => {
    const { attrs } = render(<ContentImage image={{ ...IMAGE, path }} />);
    expect(attrs.src).toBe(resized(`${path}?${query}`));
  });

  it('sends the crop gravity of the image (codes 0 to 9)', () => {
    const { attrs } = render(<ContentImage image={{ ...IMAGE, cropGravity: 7 }} />);
    expect(attrs.src).toBe(resized(`${IMAGE.path}?auto=webp&gravity=7&height=306&width=456`));
  });

  it('chooses the host by the length of the encoded path', () => {
    const hosts = ['http://localhost:3000', 'https://i1.bytewire.example'];
    const sign = nodeHmacSha1Signer(KEY);
    // 6 % 2 = 0 and 7 % 2 = 1
    const first = render(<ContentImage image={{ ...IMAGE, path: '/a.jpg' }} />, { hosts, sign });
    const second = render(<ContentImage image={{ ...IMAGE, path: '/ab.jpg' }} />, { hosts, sign });
    expect(first.attrs.src.startsWith('http://localhost:3000/resize/')).toBe(true);
    expect(second.attrs.src.startsWith('https://i1.bytewire.example/resize/')).toBe(true);
  });

  it('gives the same URLs on every render, each asked of the signer again (the page records them)', () => {
    const first = render(<ContentImage image={{ ...IMAGE, cropGravity: 3 }} />);
    const asked: string[] = [];
    const sign = nodeHmacSha1Signer(KEY);
    const again = render(<ContentImage image={{ ...IMAGE, cropGravity: 3 }} />, {
      hosts: [HOST],
      sign: (signed) => {
        asked.push(signed);
        return sign(signed);
      },
    });
    expect(again.html).toBe(first.html);
    expect(asked).toEqual([
      `${IMAGE.path}?auto=webp&gravity=3&height=306&width=456`,
      `${IMAGE.path}?auto=webp&gravity=3&height=153&width=228`,
      `${IMAGE.path}?auto=webp&gravity=3&height=306&width=456`,
      `${IMAGE.path}?auto=webp&gravity=3&height=459&width=684`,
      `${IMAGE.path}?auto=webp&gravity=3&height=612&width=912`,
    ]);
  });

  it('signs with the signer of the render: another key, other hosts, other URLs', () => {
    render(<ContentImage image={IMAGE} />);
    const other = render(<ContentImage image={IMAGE} />, {
      hosts: ['https://i2.bytewire.example'],
      sign: nodeHmacSha1Signer('another-key'),
    });
    const signed = `${IMAGE.path}?auto=webp&height=306&width=456`;
    const otherSignature = createHmac('sha1', 'another-key').update(signed).digest('hex');
    expect(other.attrs.src).toBe(`https://i2.bytewire.example/resize/${otherSignature}${signed}`);
    expect(render(<ContentImage image={IMAGE} />).attrs.src).toBe(resized(signed));
  });

  it('warns of a size key with no configuration on every render', () => {
    const warn = jest.fn();
    const resize = { hosts: [HOST], sign: nodeHmacSha1Signer(KEY), warn };
    render(<ContentImage image={IMAGE} size="hero_giant" />, resize);
    render(<ContentImage image={IMAGE} size="hero_giant" />, resize);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('ContentImage: fallbacks (spec 000 s5, s8)', () => {
  it('falls back to the imageUrl of an image with no storage path', () => {
    const { attrs } = render(<ContentImage image={{ ...IMAGE, path: '' }} />);
    expect(attrs.src).toBe(IMAGE.imageUrl);
    expect(attrs.srcSet).toBeUndefined();
    expect({ width: attrs.width, height: attrs.height }).toEqual({ width: '1200', height: '675' });
  });

  it('falls back to the imageUrl when no image settings are provided', () => {
    const { attrs } = render(<ContentImage image={IMAGE} />, null);
    expect(attrs.src).toBe(IMAGE.imageUrl);
  });

  it('returns nothing for a failed resize (a bad host) and falls back to the imageUrl', () => {
    const warn = jest.fn();
    const { attrs } = render(<ContentImage image={IMAGE} />, {
      hosts: ['ftp://images.example'],
      sign: nodeHmacSha1Signer(KEY),
      warn,
    });
    expect(attrs.src).toBe(IMAGE.imageUrl);
    expect(warn).toHaveBeenCalledWith(RESIZE_FAILED, {
      error: expect.stringContaining('ftp://images.example'),
    });
  });

  it.each([
    ['no image', undefined],
    ['an image with a zero width', { ...IMAGE, width: 0 }],
    ['an image with neither path nor imageUrl', { ...IMAGE, path: '', imageUrl: undefined }],
  ])('renders nothing for %s (images render only if valid)', (_label, image) => {
    expect(render(<ContentImage image={image as Image | undefined} />).html).toBe('');
  });
});

describe('ContentImage in an AMP document', () => {
  it('prints an <amp-img layout="responsive"> of the same resize URLs, never an <img>', () => {
    const { attrs, html } = render(
      <AmpModeContext value={true}>
        <ContentImage image={IMAGE} size="col_12_wide" priority className="hero-image" />
      </AmpModeContext>,
    );
    expect(html.startsWith('<amp-img')).toBe(true);
    expect(html).not.toContain('<img');
    expect(attrs.src).toBe(resized(`${IMAGE.path}?auto=webp&height=675&width=1200`));
    expect({ width: attrs.width, height: attrs.height }).toEqual({ width: '1200', height: '675' });
    expect(attrs.layout).toBe('responsive');
    expect(attrs.alt).toBe('A row of open laptops');
    // AMP loads lazily itself and refuses the img loading hints.
    expect(attrs.loading).toBeUndefined();
    expect(attrs.fetchpriority).toBeUndefined();
  });
});

describe('browserImageResize: the browser holds signatures, not the key', () => {
  const DEFAULT_SIGNED = `${IMAGE.path}?auto=webp&height=306&width=456`;

  it('prints the signed URL of a signature the server wrote into the page (hydration)', () => {
    const signatures = new Map([[DEFAULT_SIGNED, signature(DEFAULT_SIGNED)]]);
    const { attrs } = render(
      <ContentImage image={IMAGE} />,
      browserImageResize([HOST], signatures),
    );
    expect(attrs.src).toBe(resized(DEFAULT_SIGNED));
    // The candidates the server did not sign go through the signing redirect.
    expect(attrs.srcSet.split(', ')).toContain(
      `/images/sign${IMAGE.path}?auto=webp&height=612&width=912 912w`,
    );
  });

  it('sends an image the server did not sign through the signing redirect', () => {
    const { attrs } = render(<ContentImage image={IMAGE} />, browserImageResize([HOST], new Map()));
    expect(attrs.src).toBe(`/images/sign${DEFAULT_SIGNED}`);
    expect(attrs.srcSet.split(', ')).toEqual([
      `/images/sign${IMAGE.path}?auto=webp&height=153&width=228 228w`,
      `/images/sign${DEFAULT_SIGNED} 456w`,
      `/images/sign${IMAGE.path}?auto=webp&height=459&width=684 684w`,
      `/images/sign${IMAGE.path}?auto=webp&height=612&width=912 912w`,
    ]);
  });
});

describe('pageSignatures', () => {
  const documentWith = (text: string | null) =>
    ({
      getElementById: (id: string) =>
        id === IMAGE_SIGNATURES_ELEMENT_ID && text !== null ? { textContent: text } : null,
    }) as unknown as Document;
  const good = signature('/a.jpg?auto=webp');

  it('reads the signed strings and signatures of the JSON element', () => {
    const text = JSON.stringify({ '/a.jpg?auto=webp': good, '/b.jpg': good });
    expect([...pageSignatures(documentWith(text))]).toEqual([
      ['/a.jpg?auto=webp', good],
      ['/b.jpg', good],
    ]);
  });

  it('keeps only lowercase hex HMAC-SHA1 signatures', () => {
    const text = JSON.stringify({ '/a': good.toUpperCase(), '/b': 42, '/c': 'x', '/d': good });
    expect([...pageSignatures(documentWith(text))]).toEqual([['/d', good]]);
  });

  it.each([
    ['no element', null],
    ['an empty element', ''],
    ['malformed JSON', '{"/a": '],
    ['JSON that is no object', '"text"'],
  ])('is empty for %s', (_label, text) => {
    expect(pageSignatures(documentWith(text)).size).toBe(0);
  });
});
