/**
 * A content image in an AMP document: `<amp-img layout="responsive">` with the src, srcset
 * and intrinsic size ContentImage gets from the same resize URL builder (images/image-sources),
 * so both pages load the same files, at a size from amp-image-size.ts.
 */
import type { Image } from '@bytewire/contracts';
import { useImageResize } from '../images/image-resize';
import { imageSources, type ImageSizeName } from '../images/image-sources';
import { ampImageSize } from './amp-image-size';

interface AmpImageProps {
  image: Image | undefined;
  /** A size of IMAGE_SIZES (@bytewire/media); default 456x306. */
  size?: ImageSizeName;
  className?: string;
}

export function AmpImage({ image, size, className }: AmpImageProps) {
  const sources = imageSources(image, useImageResize(), size);
  if (!image || !sources) return null;
  const { width, height } = ampImageSize(sources.width, sources.height);
  return (
    <amp-img
      className={className}
      src={sources.src}
      srcset={sources.srcSet}
      alt={image.alt ?? ''}
      width={width}
      height={height}
      layout="responsive"
    />
  );
}
