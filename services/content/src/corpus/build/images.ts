import type { ContentDate, Image } from '@bytewire/contracts';
import { toContentDate } from '@bytewire/contracts';
import type { Illustration } from '../../illustrations/illustration';
import type { Prng } from '../prng';
import { describeArt, type Art } from './art';

/** Image shapes of the corpus: hero 16x9, article body 4x3, square product shots. */
export const IMAGE_SHAPES = {
  hero: { width: 1200, height: 675 },
  body: { width: 1024, height: 768 },
  square: { width: 800, height: 800 },
  gallery: { width: 1600, height: 900 },
  portrait: { width: 400, height: 400 },
} as const;
export type ImageShape = keyof typeof IMAGE_SHAPES;

/**
 * Crop gravity 5, the centre (resize/gravity.ts): every illustration keeps its subject in the
 * part of the frame that the site's square and wide crops both keep (illustrations/compose.ts).
 */
export const CENTRE_GRAVITY = 5;

/** Where a corpus image's original is served, at its own size (resize/originals.controller.ts). */
export const ORIGINALS_PREFIX = '/originals';

export interface ImageSpec {
  /** File-name stem, e.g. `laptop-hero`. */
  name: string;
  /** Says what the picture shows (see describeArt), not the headline beside it. */
  alt: string;
  credits: string;
  caption?: string;
  title?: string;
  shape: ImageShape;
  created: Date;
  /** What the picture shows. */
  art: Art;
}

/**
 * The illustration of each image record makeImage made. Kept beside the records rather than in
 * them: the content API's Image has no such field, and the image service finds an image's
 * picture from the record it finds by path (resize/corpus-images.ts).
 */
const illustrations = new WeakMap<Image, Illustration>();

export function illustrationOf(image: Image): Illustration | undefined {
  return illustrations.get(image);
}

/**
 * Image metadata with a storage path like `/2026/11/20/<uuid>/laptop-hero.jpg`, an `imageUrl`
 * to its original on this service, and the illustration it shows.
 */
export function makeImage(rng: Prng, spec: ImageSpec): Image {
  const id = rng.uuid();
  // The picture's small details: one draw, as the crop gravity once took.
  const seed = Math.floor(rng.next() * 0x100000000);
  const { width, height } = IMAGE_SHAPES[spec.shape];
  const iso = spec.created.toISOString();
  const datePath = `${iso.slice(0, 4)}/${iso.slice(5, 7)}/${iso.slice(8, 10)}`;
  const filename = `${spec.name}.jpg`;
  const created: ContentDate = toContentDate(spec.created);
  const path = `/${datePath}/${id}/${filename}`;
  const image: Image = {
    id,
    filename,
    dateCreated: created,
    alt: spec.alt,
    credits: spec.credits,
    caption: spec.caption,
    title: spec.title ?? spec.alt,
    path,
    cropGravity: CENTRE_GRAVITY,
    crop: `${width}x${height}+0+0`,
    typeName: 'image',
    imageUrl: `${ORIGINALS_PREFIX}${path}`,
    width,
    height,
    bucketPath: `/${datePath}/${id}`,
    bucketType: 'content',
    size: `${width}x${height}`,
  };
  illustrations.set(image, { ...spec.art, seed });
  return image;
}

export interface BodyImageSpec {
  /** File-name word, e.g. `laptop` in laptop-inline.jpg. */
  word: string;
  /** The editor's caption under the picture. */
  caption: string;
  credits: string;
  created: Date;
  art: Art;
  /** The product or person the picture shows, named in its alt text. */
  subjectName?: string;
}

/** A 4:3 picture inside a story's body: the editor's caption, alt text saying what it shows. */
export function bodyImage(rng: Prng, spec: BodyImageSpec): Image {
  return makeImage(rng, {
    name: `${spec.word}-inline`,
    alt: describeArt(spec.art, spec.subjectName),
    credits: spec.credits,
    caption: spec.caption,
    shape: 'body',
    created: spec.created,
    art: spec.art,
  });
}
