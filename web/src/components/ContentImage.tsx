/**
 * An image from content data, through the signed resize URLs of spec 000 s7 (see
 * images/image-sources): at `size` (a key of IMAGE_SIZES; default 456x306) with a srcset of
 * larger and smaller candidates, else its imageUrl; nothing at all for an invalid image.
 * In an AMP document (amp-mode.ts) the same sources as an `<amp-img>` (AmpImage), since AMP
 * forbids `<img>`; so shared components can show images without knowing which page they are on.
 */
import type { Image } from '@bytewire/contracts';
import { useAmpMode } from '../amp/amp-mode';
import { AmpImage } from '../amp/AmpImage';
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
  /**
   * The picture only illustrates what the text beside it says (a card's thumbnail next to its
   * headline): alt="" so that a screen reader does not read the same story twice.
   */
  decorative?: boolean;
}

export function ContentImage({
  image,
  className,
  priority = false,
  size,
  sizes,
  decorative = false,
}: ContentImageProps) {
  const amp = useAmpMode();
  const resize = useImageResize();
  if (amp) return <AmpImage image={image} size={size} className={className} />;
  const sources = imageSources(image, resize, size);
  if (!image || !sources) return null;
  return (
    <img
      className={className}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? (sizes ?? sources.sizes) : undefined}
      alt={decorative ? '' : (image.alt ?? '')}
      width={sources.width}
      height={sources.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
