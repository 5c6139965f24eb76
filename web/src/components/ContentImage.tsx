/**
 * An image from content data, through the signed resize URLs of spec 000 s7 (see
 * images/image-sources): at `size` (a key of IMAGE_SIZES; default 456x306) with a srcset of
 * larger and smaller candidates, else its imageUrl; nothing at all for an invalid image.
 */
import type { Image } from '@bytewire/contracts';
import { useImageResize } from '../images/image-resize';
import { imageSources, type ImageSizeName } from '../images/image-sources';

interface ContentImageProps {
  image: Image | undefined;
  className?: string;
  /** The hero image of a page: load it first, not lazily. */
  priority?: boolean;
  /** A size of IMAGE_SIZES (@bytewire/media); default DEFAULT_IMAGE_SIZE, 456x306. */
  size?: ImageSizeName;
  /**
   * How wide the image shows, for the browser's choice among the srcset candidates; default:
   * the size's width, or the viewport's when narrower.
   */
  sizes?: string;
}

export function ContentImage({
  image,
  className,
  priority = false,
  size,
  sizes,
}: ContentImageProps) {
  const sources = imageSources(image, useImageResize(), size);
  if (!image || !sources) return null;
  return (
    <img
      className={className}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? (sizes ?? sources.sizes) : undefined}
      alt={image.alt ?? ''}
      width={sources.width}
      height={sources.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
