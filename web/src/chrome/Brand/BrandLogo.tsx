/**
 * The publication's logo for the header, footer and AMP bar: the mark and the wordmark, drawn
 * and hidden from screen readers, with the name as visually hidden text, so that the link
 * around it is named by the publication's name. The drawings spell Bytewire: a deployment
 * under another PUBLICATION_NAME shows its name as text instead. The drawings have no styles
 * of their own: the header, footer and AMP bar size them through `classes`.
 */
import { BRAND_NAME } from './brand-art';
import { BrandMark } from './BrandMark';
import { BrandWordmark } from './BrandWordmark';

/** The classes the logo's parent gives its drawings: the mark, the wordmark, the dot of its "i". */
export interface BrandLogoClasses {
  mark?: string;
  wordmark?: string;
  dot?: string;
}

/** The global names the AMP stylesheet sizes and tints in the AMP bar (AmpDocument). */
export const GLOBAL_BRAND_CLASSES: BrandLogoClasses = {
  mark: 'brand-mark',
  wordmark: 'brand-wordmark',
  dot: 'brand-wordmark__dot',
};

interface BrandLogoProps {
  publicationName: string;
  classes?: BrandLogoClasses;
}

export function BrandLogo({ publicationName, classes = {} }: BrandLogoProps) {
  if (publicationName !== BRAND_NAME) return <>{publicationName}</>;
  return (
    <>
      <BrandMark className={classes.mark} />
      <BrandWordmark className={classes.wordmark} dotClassName={classes.dot} />
      <span className="visually-hidden">{publicationName}</span>
    </>
  );
}
