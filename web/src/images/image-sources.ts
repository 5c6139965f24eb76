/**
 * The src, srcset and intrinsic size of a content image (spec 000 s5 and s7): images render
 * only if valid; a valid image with a storage path loads through a signed resize URL at the
 * asked size (DEFAULT_IMAGE_SIZE 456x306 when none), with larger and smaller candidates for
 * the browser to choose from; an image the resize URL cannot be built for falls back to its
 * imageUrl; an image with neither renders nothing.
 */
import {
  DEFAULT_IMAGE_SIZE,
  IMAGE_SIZES,
  SRCSET_FACTORS,
  isImageSizeKey,
  isValidImage,
  resizeRequestOf,
  scaledSize,
  signedResizeUrl,
  type ImageDimensions,
  type ImageSizeKey,
  type ImageSizeRequest,
  type ResizableImage,
} from '@bytewire/media';
import type { ImageResize } from './image-resize';

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
  /** Intrinsic size of `src`, for the width and height attributes (no layout shift). */
  width?: number;
  height?: number;
}

/** Candidates narrower than this are not worth a request of their own. */
export const MIN_CANDIDATE_WIDTH = 100;

export const RESIZE_FAILED = 'image resize URL could not be built';

/** A size key of IMAGE_SIZES, or anything else (data can carry unknown keys). */
export type ImageSizeName = ImageSizeKey | (string & Record<never, never>);

export function imageSources(
  image: unknown,
  resize: ImageResize | null,
  size?: ImageSizeName,
): ImageSources | undefined {
  if (!isValidImage(image)) return undefined;
  const fallback = image.imageUrl
    ? {
        src: image.imageUrl,
        width: image.width ?? DEFAULT_IMAGE_SIZE.width,
        height: image.height ?? DEFAULT_IMAGE_SIZE.height,
      }
    : undefined;
  if (resize === null) return fallback;

  const src = tryResizeUrl(image, resize, size === undefined ? {} : { size });
  if (src === undefined) return fallback;
  const box =
    size === undefined ? DEFAULT_IMAGE_SIZE : isImageSizeKey(size) ? IMAGE_SIZES[size] : undefined;
  // A size key with no configuration adds no resize: the image at its own size.
  if (box === undefined) return { src, width: image.width, height: image.height };

  const height = box.height ?? proportionalHeight(image, box.width);
  const candidates = srcSetCandidates(image, resize, box);
  return {
    src,
    width: box.width,
    height,
    ...(candidates.length > 1 && {
      srcSet: candidates.join(', '),
      // Shown at most at the size's width, and across a narrower viewport.
      sizes: `(max-width: ${box.width}px) 100vw, ${box.width}px`,
    }),
  };
}

/** `url {w}w` for each factor, never wider than the source (which would only upscale). */
function srcSetCandidates(
  image: ResizableImage,
  resize: ImageResize,
  box: Readonly<ImageDimensions>,
): string[] {
  const widest = Math.max(box.width, image.width ?? box.width);
  const seen = new Set<number>();
  const candidates: string[] = [];
  for (const factor of SRCSET_FACTORS) {
    const scaled = scaledSize(box, factor);
    if (
      seen.has(scaled.width) ||
      scaled.width > widest ||
      (factor !== 1 && scaled.width < MIN_CANDIDATE_WIDTH)
    ) {
      continue;
    }
    seen.add(scaled.width);
    const url = tryResizeUrl(image, resize, scaled);
    if (url !== undefined) candidates.push(`${url} ${scaled.width}w`);
  }
  return candidates;
}

function proportionalHeight(image: ResizableImage, width: number): number | undefined {
  return image.width && image.height ? Math.round((width * image.height) / image.width) : undefined;
}

/** A signed resize URL worked out before, and what it was worked out from. */
interface KnownUrl {
  hosts: readonly string[];
  signedString: string;
  signature: string;
  url: string;
}

/**
 * Signed resize URLs worked out so far, by storage path, crop gravity and size: a page shows the
 * same images at the same sizes on every render, and each URL costs a path encoding, a sorted
 * query and a host choice. One is used again only for the same hosts and signature, which is
 * asked for again (the server records what the page signs). Bounded: the paths come from content.
 */
const knownUrls = new Map<string, KnownUrl>();
const KNOWN_URLS_LIMIT = 5000;

/** What a resize URL depends on besides the hosts and the signature; undefined: not kept. */
function knownUrlKey(image: ResizableImage, request: ImageSizeRequest): string | undefined {
  // A size key with no configuration is warned of on each use.
  if (
    typeof image.path !== 'string' ||
    (request.size !== undefined && !isImageSizeKey(request.size))
  )
    return undefined;
  const gravity = typeof image.cropGravity === 'number' ? image.cropGravity : '';
  // Nothing after the path can hold \u0000: the parts cannot run into each other.
  return `${image.path}\u0000${gravity}\u0000${request.size ?? ''}\u0000${request.width ?? ''}\u0000${request.height ?? ''}`;
}

const sameHosts = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((host, i) => host === b[i]);

/**
 * The resize URL: signed when the signer has the signature, else the unsigned URL (the
 * browser's signing redirect). A failure (a configuration mistake) is reported and read as
 * "no URL".
 */
function tryResizeUrl(
  image: ResizableImage,
  resize: ImageResize,
  request: ImageSizeRequest,
): string | undefined {
  const key = knownUrlKey(image, request);
  try {
    const known = key === undefined ? undefined : knownUrls.get(key);
    if (known !== undefined && sameHosts(known.hosts, resize.hosts)) {
      if (resize.sign(known.signedString) === known.signature) return known.url;
    }
    const target = resizeRequestOf(image, { ...request, warn: resize.warn });
    if (target === undefined) return undefined;
    const signature = resize.sign(target.signedString);
    if (signature !== undefined) {
      const url = signedResizeUrl(resize.hosts, target, signature);
      if (key !== undefined) {
        if (knownUrls.size >= KNOWN_URLS_LIMIT) knownUrls.clear();
        knownUrls.set(key, {
          hosts: [...resize.hosts],
          signedString: target.signedString,
          signature,
          url,
        });
      }
      return url;
    }
    return resize.unsignedUrl?.(target.signedString);
  } catch (error) {
    // Spec 000 s8: image crop failures return nothing (the caller falls back to imageUrl).
    resize.warn?.(RESIZE_FAILED, { error: error instanceof Error ? error.message : String(error) });
    return undefined;
  }
}
