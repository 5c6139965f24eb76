/** The gallery screen through the server entry: one photo per page, the pager and the head. */
import type { Gallery } from '@bytewire/contracts';
import { component, link, page } from '../../../test/support/pages';
import { fixtureClient, IMAGES, renderPath } from '../../../test/support/render-path';
import { readResizeUrl } from '../../../test/support/resize-urls';
import { fiveOutOfOrder, galleryPhoto } from '../../../test/support/gallery';

const photo = galleryPhoto;
const GALLERY: Gallery = fiveOutOfOrder();

const BASE = `/pictures/${GALLERY.slug}/`;

function galleryPage(gallery: Gallery = GALLERY) {
  return page('gallery', gallery.title, [
    component('Gallery', { item: gallery }),
    component('ContentList', {
      name: 'relatedGalleries',
      items: [{ ...link(1), contentType: 'gallery', url: '/pictures/story-1/' }],
      list: { title: 'More galleries', viewMoreUrl: '/pictures/', viewMoreText: 'All galleries' },
    }),
  ]);
}

async function rendered(path: string, gallery: Gallery = GALLERY) {
  const client = fixtureClient({ [`gallery/${gallery.slug}`]: galleryPage(gallery) });
  const result = await renderPath(path, client);
  return { ...result, client };
}

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
}

describe('server render of a gallery', () => {
  it('shows page 1: the title as the one h1, the first photo by position, "1 of 5"', async () => {
    const { status, html, client } = await rendered(BASE);
    expect(status).toBe(200);
    expect(client.requests[0]).toMatchObject({ type: 'gallery', slug: GALLERY.slug });
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('<h1>The Acme Phone in pictures</h1>');
    expect(html).toContain('Five photos of the Acme Phone.');
    expect(html).toMatch(/<h2 id="[^"]+">Angle 1<\/h2>/);
    expect(html).toContain('alt="The Acme Phone, angle 1"');
    expect(html).toContain('<p>Body of photo 1</p>');
    expect(html).toContain('Photo: Ada Moreno/Bytewire');
    expect(html).toMatch(
      /<p [^>]*aria-live="polite" data-testid="gallery-pager-position"><span class="visually-hidden">Photo <\/span>1 of 5<\/p>/,
    );
    expect(html).not.toContain('Angle 2</h2>');
  });

  it('links the next page only on page 1, in the body and as rel=next in the head', async () => {
    const { html } = await rendered(BASE);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="next" href="https://www.bytewire.example/pictures/the-acme-phone-in-pictures/2/"/>',
    );
    expect(head).not.toContain('rel="prev"');
    expect(html).toMatch(
      /<a [^>]*rel="next" href="\/pictures\/the-acme-phone-in-pictures\/2\/"[^>]*>Next →<\/a>/,
    );
    expect(html).toMatch(/<a [^>]*rel="next"/);
    expect(html).not.toMatch(/<a [^>]*rel="prev"/);
    expect(head).toContain(
      '<link rel="canonical" href="https://www.bytewire.example/pictures/the-acme-phone-in-pictures/"/>',
    );
  });

  it('shows page 3 with previous and next, its own canonical and the numbered pages', async () => {
    const { status, html, client } = await rendered(`${BASE}3/`);
    expect(status).toBe(200);
    expect(client.requests[0].query).toMatchObject({ pageNumber: '3' });
    expect(html).toMatch(/<h2 id="[^"]+">Angle 3<\/h2>/);
    expect(html).toContain('</span>3 of 5</p>');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link rel="prev" href="https://www.bytewire.example${BASE}2/"/>`);
    expect(head).toContain(`<link rel="next" href="https://www.bytewire.example${BASE}4/"/>`);
    expect(head).toContain(`<link rel="canonical" href="https://www.bytewire.example${BASE}3/"/>`);
    // Page 1 of the numbered pages is the gallery's own path; the current page is no link.
    expect(html).toContain(
      `href="${BASE}" data-discover="true"><span class="visually-hidden">Photo </span>1</a>`,
    );
    expect(html).toContain(
      '<span aria-current="page"><span class="visually-hidden">Photo </span>3</span>',
    );
    expect(html).toContain(
      `href="${BASE}5/" data-discover="true"><span class="visually-hidden">Photo </span>5</a>`,
    );
  });

  it('shows the last page with previous only', async () => {
    const { html } = await rendered(`${BASE}5/`);
    expect(html).toContain('</span>5 of 5</p>');
    expect(html).toMatch(/<a [^>]*rel="prev"/);
    expect(html).not.toMatch(/<a [^>]*rel="next"/);
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('rel="next"');
  });

  it('shows the 404 page, unindexed, for a page past the last photo', async () => {
    // The content API answers these with 404 itself; this is an upstream that does not.
    const { html } = await rendered(`${BASE}6/`);
    expect(html).toContain('This page could not be found');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('aria-label="Gallery pages"');
  });

  it('sanitises the photo body: no script, no event handler attributes', async () => {
    const hostile = {
      ...GALLERY,
      items: [
        photo(1, {
          body: '<p onclick="steal()">Nice <img src="x" onerror="steal()">shot</p><script>steal()</script>',
        }),
      ],
    };
    const { html } = await rendered(BASE, hostile);
    const caption = html.slice(html.indexOf('<figcaption'), html.indexOf('</figcaption>'));
    expect(caption).toContain('Nice');
    expect(caption).not.toContain('steal()');
    expect(caption).not.toContain('<script');
  });

  it('writes the ImageGallery JSON-LD with the headline cut to 106 characters', async () => {
    const title = `The Acme Phone in pictures: ${'every angle, every color, '.repeat(5)}the box`;
    const { html } = await rendered(BASE, { ...GALLERY, title });
    const [block] = jsonLdBlocks(html).filter((b) => b['@type'] === 'ImageGallery');
    expect(block).toBeDefined();
    expect(title.length).toBeGreaterThan(106);
    expect(block.headline).toBe(title.slice(0, 106).trimEnd());
    expect(block.url).toBe(`https://www.bytewire.example${BASE}`);
    expect(block.numberOfItems).toBe(5);
    expect((block.associatedMedia as { name: string }[]).map((m) => m.name)).toEqual([
      'Angle 1',
      'Angle 2',
      'Angle 3',
      'Angle 4',
      'Angle 5',
    ]);
    // Every image is a signed resize URL at the size it states: the cover at 4x3, 16x9 and 1x1,
    // each photo at col_12_wide as its slide shows it.
    const sizeOf = (url: unknown) => {
      const read = readResizeUrl(url as string, IMAGES.signingKey);
      expect(read).toMatchObject({ origin: IMAGES.hosts[0], path: '/2026/g/1.jpg', signed: true });
      return `${read?.width}x${read?.height}`;
    };
    const cover = block.image as { url: string; width: number; height: number }[];
    expect(cover.map((image) => [sizeOf(image.url), `${image.width}x${image.height}`])).toEqual([
      ['1200x900', '1200x900'],
      ['1200x675', '1200x675'],
      ['1200x1200', '1200x1200'],
    ]);
    const [first] = block.associatedMedia as {
      contentUrl: string;
      width: number;
      height: number;
    }[];
    expect([sizeOf(first.contentUrl), `${first.width}x${first.height}`]).toEqual([
      '1200x675',
      '1200x675',
    ]);
  });

  it('lists more galleries under their own heading', async () => {
    const { html } = await rendered(BASE);
    expect(html).toMatch(/<h2 id="[^"]+">More galleries<\/h2>/);
    expect(html).toContain('href="/pictures/story-1/"');
    expect(html).toContain('All galleries →');
  });

  it("tables the specs of the product it shows, and names the gallery's editors", async () => {
    const gallery: Gallery = {
      ...GALLERY,
      editors: [{ id: 'e-1', firstName: 'Kim', lastName: 'Park' }],
      relatedProduct: {
        id: 'p-1',
        product: { name: 'Acme Phone', slug: 'acme-phone' },
        manufacturer: { id: 'm-1', name: 'Acme', slug: 'acme' },
        specs: [{ id: 's-1', name: 'Display', slug: 'display', val: '6.1-inch OLED' }],
      },
    };
    const { html } = await rendered(BASE, gallery);
    expect(html).toMatch(/<h2 id="[^"]+">Acme Phone specs<\/h2>/);
    expect(html).toContain('<th scope="row">Manufacturer</th><td>Acme</td>');
    expect(html).toContain('<th scope="row">Display</th><td>6.1-inch OLED</td>');
    expect(html).toMatch(/Edited by <span [^>]*data-testid="byline-editor"[^>]*>Kim Park</);
  });

  it('has no specs table for a gallery of no product', async () => {
    const { html } = await rendered(BASE);
    expect(html).not.toContain('data-testid="product-details"');
  });
});
