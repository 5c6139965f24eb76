/**
 * The corpus's pictures: every image has an illustration with no labels, the same item gives
 * the same bytes in two builds, products of one category look different, a product looks the
 * same in every picture of it, and alt text says what a picture shows.
 */
import type { Image } from '@bytewire/contracts';
import sharp from 'sharp';
import { illustrationOf } from '../../src/corpus/build/images';
import { generateCorpus, DEFAULT_CORPUS_SEED, type Corpus } from '../../src/corpus/corpus';
import { illustrationSvg, safeArea } from '../../src/illustrations/compose';
import { picturesByPath, type CorpusPicture } from '../../src/resize/corpus-images';
import { ImageRenderer } from '../../src/resize/image-renderer';
import { TEST_ANCHOR } from '../helpers/app';

const options = {
  seed: DEFAULT_CORPUS_SEED,
  anchor: new Date(TEST_ANCHOR),
  publicationName: 'Bytewire',
  siteId: 'bytewire',
};

let corpus: Corpus;
let pictures: Map<string, CorpusPicture>;
beforeAll(() => {
  corpus = generateCorpus(options);
  pictures = picturesByPath(corpus);
});

function pictureOf(image: Pick<Image, 'path'> | undefined): CorpusPicture {
  const picture = image && pictures.get(image.path);
  if (!picture) throw new Error(`no picture for ${image?.path}`);
  return picture;
}

/** One image of each kind the corpus draws. */
function samples(c: Corpus): Record<string, Image | undefined> {
  const review = c.reviews[0];
  return {
    product: review.techProduct?.images?.[0],
    review: review.image,
    story: c.articles.find((a) => a.subType === 'news')?.image,
    author: c.authors[0].image,
    gallery: c.galleries[0].items[3].image,
    poster: c.videos[0].image as Image,
  };
}

describe('corpus illustrations', () => {
  it('gives every corpus image an illustration, drawn with no text at its own size', () => {
    expect(pictures.size).toBeGreaterThan(500);
    for (const { image, illustration } of pictures.values()) {
      const svg = illustrationSvg(illustration, image.width ?? 0, image.height ?? 0);
      expect(svg).toContain(`width="${image.width}" height="${image.height}"`);
      expect(svg).not.toMatch(/<text|<image|<foreignObject|href=/);
      // Nothing but markup: no text node anywhere a renderer could draw.
      expect(svg.replace(/<[^>]*>/g, '').trim()).toBe('');
    }
  });

  it('serves every imageUrl and storage path the corpus names', () => {
    const named = JSON.stringify(corpus).match(/"\/originals\/[^"]+"/g) ?? [];
    expect(named.length).toBeGreaterThan(500);
    for (const url of named)
      expect(pictures.has(JSON.parse(url).slice('/originals'.length))).toBe(true);
    for (const video of corpus.videos) {
      if (typeof video.image === 'string') expect(pictures.has(video.image)).toBe(true);
    }
  });

  it('renders the same bytes for the same item in two builds, in every format', async () => {
    const other = generateCorpus(options);
    const mine = samples(corpus);
    const theirs = samples(other);
    const renderers = [new ImageRenderer(), new ImageRenderer()];
    for (const kind of Object.keys(mine)) {
      expect(theirs[kind]?.path).toBe(mine[kind]?.path);
      for (const format of ['jpeg', 'webp', 'avif'] as const) {
        const params = { width: 320, height: 180, gravity: 5, autoWebp: false };
        const [a, b] = await Promise.all([
          renderers[0].render({ picture: pictureOf(mine[kind]), params, format }),
          renderers[1].render({
            picture: picturesByPath(other).get(theirs[kind]!.path)!,
            params,
            format,
          }),
        ]);
        expect(a.body.length).toBeGreaterThan(500);
        expect(Buffer.compare(a.body, b.body)).toBe(0);
      }
    }
  });

  it('draws two products of one category differently', async () => {
    const byCategory = new Map<string, Image[]>();
    for (const review of corpus.reviews) {
      const product = review.techProduct;
      const image = product?.images?.[0];
      const topic = product?.product?.htopic?.slug;
      if (!image || !topic) continue;
      byCategory.set(topic, [...(byCategory.get(topic) ?? []), image]);
    }
    const pairs = [...byCategory.values()].filter((images) => images.length >= 2);
    expect(pairs.length).toBeGreaterThan(5);
    for (const [a, b] of pairs) {
      const [pa, pb] = [pictureOf(a), pictureOf(b)];
      expect(pa.illustration.subject).not.toEqual(pb.illustration.subject);
      const [ra, rb] = await Promise.all(
        [pa, pb].map((p) =>
          sharp(Buffer.from(illustrationSvg(p.illustration, 200, 200)))
            .raw()
            .toBuffer(),
        ),
      );
      expect(Buffer.compare(ra, rb)).not.toBe(0);
    }
  });

  it("draws a product the same in its own picture, its review's hero and its gallery", () => {
    for (const review of corpus.reviews) {
      const product = review.techProduct?.images?.[0];
      const subject = pictureOf(product).illustration.subject;
      expect(pictureOf(review.image).illustration.subject).toEqual(subject);
    }
    for (const gallery of corpus.galleries.filter((g) => g.relatedProduct)) {
      const subject = pictureOf(gallery.relatedProduct?.images?.[0]).illustration.subject;
      for (const item of gallery.items) {
        // Pairs and colour ranges show a second finish beside it; the subject leads.
        expect(pictureOf(item.image).illustration.subject).toEqual(subject);
      }
    }
  });

  it('frames gallery photos distinctly', () => {
    for (const gallery of corpus.galleries) {
      const svgs = gallery.items.map((item) => {
        const { illustration } = pictureOf(item.image);
        return illustrationSvg(illustration, 160, 90);
      });
      expect(new Set(svgs).size).toBe(svgs.length);
    }
  });

  it('writes alt text that describes the picture, not the headline', () => {
    for (const article of corpus.articles.filter((a) => a.image)) {
      expect(article.image?.alt).not.toBe(article.headline);
      expect(article.image?.alt).toMatch(/^Illustration( of the [^:]+)?: (a|an) [a-z]/);
    }
    for (const author of corpus.authors) {
      expect(author.image?.alt).toMatch(
        new RegExp(`^Illustrated portrait of ${author.firstName} ${author.lastName}: [a-z]`),
      );
    }
    for (const video of corpus.videos) {
      const poster = pictureOf(
        typeof video.image === 'string' ? { path: video.image } : video.image,
      );
      expect(poster.image.alt).toMatch(/under a studio light/);
    }
    for (const { image } of pictures.values()) {
      expect(image.alt).not.toMatch(/\d+\s*[x×]\s*\d+/);
    }
  });

  it('keeps the subject inside the part of the frame both the square and the wide crops keep', () => {
    expect(safeArea(800, 800)).toEqual({ width: 800, height: 450 });
    expect(safeArea(1200, 675)).toEqual({ width: 675, height: 675 });
    expect(safeArea(1024, 768)).toEqual({ width: 768, height: 576 });
    for (const { image } of pictures.values()) expect(image.cropGravity).toBe(5);
    expect(illustrationOf(corpus.authors[0].image!)?.composition).toBe('portrait');
  });
});
