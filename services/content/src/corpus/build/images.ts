import type { ContentDate, Image } from '@bytewire/contracts';
import { toContentDate } from '@bytewire/contracts';
import type { Prng } from '../prng';

/** Image shapes of the corpus: hero 16x9, article body 4x3, square product shots. */
export const IMAGE_SHAPES = {
  hero: { width: 1200, height: 675 },
  body: { width: 1024, height: 768 },
  square: { width: 800, height: 800 },
  gallery: { width: 1600, height: 900 },
  portrait: { width: 400, height: 400 },
} as const;
export type ImageShape = keyof typeof IMAGE_SHAPES;

export interface ImageSpec {
  /** File-name stem, e.g. `laptop-hero`. */
  name: string;
  alt: string;
  credits: string;
  caption?: string;
  title?: string;
  shape: ImageShape;
  created: Date;
}

/**
 * Image metadata with a storage path like `/2026/11/20/<uuid>/laptop-hero.jpg`, and an
 * `imageUrl` to this service's placeholder of the right size so pages load images.
 */
export function makeImage(rng: Prng, spec: ImageSpec): Image {
  const id = rng.uuid();
  const { width, height } = IMAGE_SHAPES[spec.shape];
  const iso = spec.created.toISOString();
  const datePath = `${iso.slice(0, 4)}/${iso.slice(5, 7)}/${iso.slice(8, 10)}`;
  const filename = `${spec.name}.jpg`;
  const created: ContentDate = toContentDate(spec.created);
  return {
    id,
    filename,
    dateCreated: created,
    alt: spec.alt,
    credits: spec.credits,
    caption: spec.caption,
    title: spec.title ?? spec.alt,
    path: `/${datePath}/${id}/${filename}`,
    cropGravity: rng.int(0, 9),
    crop: `${width}x${height}+0+0`,
    typeName: 'image',
    imageUrl: `/placeholder/${width}x${height}.svg?seed=${id.slice(0, 8)}`,
    width,
    height,
    bucketPath: `/${datePath}/${id}`,
    bucketType: 'content',
    size: `${width}x${height}`,
  };
}
