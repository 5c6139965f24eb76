import type { Image } from '@bytewire/contracts';
import { nodeHmacSha1Signer } from '@bytewire/media/node';
import { JSDOM } from 'jsdom';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AmpModeContext } from '../../amp/amp-mode';
import { ImageResizeContext, type ImageResize } from '../../images/image-resize';
import { ArtDirectedImage, SMALL_SCREEN_MEDIA } from './ArtDirectedImage';

const RESIZE: ImageResize = {
  hosts: ['https://images.bytewire.example'],
  sign: nodeHmacSha1Signer('art-directed-test-key'),
};

const WIDE: Image = {
  id: 'img-1',
  path: '/2026/06/01/0f5e/laptop-hero.jpg',
  imageUrl: '/placeholder/1200x675.svg',
  width: 1200,
  height: 675,
  alt: 'A row of open laptops',
};
const TALL: Image = {
  id: 'img-2',
  path: '/2026/06/01/0f5e/laptop-hero-tall.jpg',
  imageUrl: '/placeholder/800x1000.svg',
  width: 800,
  height: 1000,
  alt: 'A row of open laptops',
};

function fragment(node: ReactNode, amp = false) {
  const html = renderToStaticMarkup(
    <AmpModeContext value={amp}>
      <ImageResizeContext value={RESIZE}>{node}</ImageResizeContext>
    </AmpModeContext>,
  );
  return JSDOM.fragment(html);
}

describe('ArtDirectedImage', () => {
  it('loads the mobile picture on small screens, the wide one elsewhere', () => {
    const doc = fragment(<ArtDirectedImage image={WIDE} mobileImage={TALL} size="col_12_wide" />);
    const picture = doc.querySelector('[data-testid="art-directed-image"]')!;
    expect(picture.tagName).toBe('PICTURE');
    const source = picture.querySelector('source')!;
    expect(source.getAttribute('media')).toBe(SMALL_SCREEN_MEDIA);
    expect(source.getAttribute('srcset')).toContain('laptop-hero-tall.jpg');
    // Its own aspect ratio: 768 wide, 4:5.
    expect([source.getAttribute('width'), source.getAttribute('height')]).toEqual(['768', '960']);
    const img = picture.querySelector('img')!;
    expect(img.getAttribute('src')).toContain('/laptop-hero.jpg');
    expect(img.getAttribute('alt')).toBe('A row of open laptops');
  });

  it.each([
    ['no mobile picture', undefined],
    ['the same picture', { ...WIDE, id: 'img-copy' }],
    ['an unusable one', { id: 'img-3', alt: 'Nothing to load' }],
    ['something else', 'not an image'],
  ])('is the plain image with %s', (_case, mobileImage) => {
    const doc = fragment(<ArtDirectedImage image={WIDE} mobileImage={mobileImage} />);
    expect(doc.querySelector('picture')).toBeNull();
    expect(doc.querySelector('img')?.getAttribute('src')).toContain('/laptop-hero.jpg');
  });

  it('is the AMP image alone in an AMP document (AMP has no picture element)', () => {
    const doc = fragment(<ArtDirectedImage image={WIDE} mobileImage={TALL} />, true);
    expect(doc.querySelector('picture')).toBeNull();
    expect(doc.querySelector('amp-img')).not.toBeNull();
  });
});
