/**
 * A content image with another picture for small screens (an article's mobileImage, spec 000
 * s3): below the 768 px breakpoint (spec 000 s9) the browser loads the mobile picture, at its
 * own aspect ratio, instead of the wide one. Without a usable mobile picture, or one that is
 * the same picture, or in an AMP document (no `<picture>` there), it is ContentImage alone.
 */
import type { Image } from '@bytewire/contracts';
import { isValidImage } from '@bytewire/media';
import type { ComponentProps } from 'react';
import { useAmpMode } from '../../amp/amp-mode';
import { useImageResize } from '../../images/image-resize';
import { imageSources } from '../../images/image-sources';
import { ContentImage } from '../ContentImage';
import styles from './ArtDirectedImage.module.css';

/** Small screens: the mobile device range of spec 001 s9 (320–767 px). */
export const SMALL_SCREEN_MEDIA = '(max-width: 767px)';
// Width-only: the mobile picture keeps its own crop; 768 covers the widest small screen.
const MOBILE_SIZE = 'sc_768';

type ArtDirectedImageProps = ComponentProps<typeof ContentImage> & {
  /** The picture for small screens; read through a guard (it arrives as the platform sent it). */
  mobileImage?: unknown;
};

function samePicture(a: Image, b: Image): boolean {
  return (
    (a.path ?? a.imageUrl) === (b.path ?? b.imageUrl) &&
    a.crop === b.crop &&
    a.cropGravity === b.cropGravity
  );
}

export function ArtDirectedImage({ mobileImage, ...props }: ArtDirectedImageProps) {
  const amp = useAmpMode();
  const resize = useImageResize();
  const { image } = props;
  const mobile =
    !amp && image && isValidImage(mobileImage) && !samePicture(image, mobileImage as Image)
      ? imageSources(mobileImage, resize, MOBILE_SIZE)
      : undefined;
  if (!mobile || !imageSources(image, resize, props.size)) return <ContentImage {...props} />;
  return (
    <picture className={styles.picture} data-testid="art-directed-image">
      <source
        media={SMALL_SCREEN_MEDIA}
        srcSet={mobile.srcSet ?? mobile.src}
        sizes={mobile.srcSet ? '100vw' : undefined}
        width={mobile.width}
        height={mobile.height}
      />
      <ContentImage {...props} />
    </picture>
  );
}
