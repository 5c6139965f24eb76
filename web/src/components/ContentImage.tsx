/** An image from content data; nothing at all when the image has no loadable URL. */
import { DEFAULT_IMAGE_SIZE, type Image } from '@bytewire/contracts';

interface ContentImageProps {
  image: Image | undefined;
  className?: string;
  /** The hero image of a page: load it first, not lazily. */
  priority?: boolean;
}

export function ContentImage({ image, className, priority = false }: ContentImageProps) {
  if (!image?.imageUrl) return null;
  return (
    <img
      className={className}
      src={image.imageUrl}
      alt={image.alt ?? ''}
      width={image.width ?? DEFAULT_IMAGE_SIZE.width}
      height={image.height ?? DEFAULT_IMAGE_SIZE.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
