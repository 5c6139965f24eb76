/** An image in article text: the picture, then its caption and credits. */
import type { Image } from '@bytewire/contracts';
import { classNames } from '../../../components/class-names';
import { ContentImage } from '../../../components/ContentImage';
import styles from './BodyFigure.module.css';

interface BodyFigureProps {
  image: Image;
  /** Replaces the image's own caption (a listicle's imageCaptionOverride). */
  caption?: string;
  /** Replaces the image's own credits (imageCreditOverride). */
  credits?: string;
  /** The figure's place: a listicle's or review card's class sizes it. */
  className?: string;
}

// The body column is at most 44rem (704 px) wide; sc_768 covers it with a srcset around it.
const BODY_IMAGE_SIZE = 'sc_768';
const BODY_IMAGE_SIZES = '(max-width: 768px) 100vw, 704px';

export function BodyFigure({ image, caption, credits, className }: BodyFigureProps) {
  const captionText = caption ?? image.caption;
  const creditsText = credits ?? image.credits;
  return (
    <figure className={classNames(styles.root, className)} data-testid="body-figure">
      {/* An <amp-img> in AMP mode (ContentImage decides). */}
      <ContentImage image={image} size={BODY_IMAGE_SIZE} sizes={BODY_IMAGE_SIZES} />
      {captionText || creditsText ? (
        <figcaption>
          {captionText ? <span>{captionText}</span> : null}
          {creditsText ? (
            <span className={styles.credits}>
              <span className="visually-hidden">Image: </span>
              {creditsText}
            </span>
          ) : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
