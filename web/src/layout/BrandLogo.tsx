/**
 * The publication's logo for the header, footer and AMP bar: the mark and the wordmark, drawn
 * and hidden from screen readers, with the name as visually hidden text, so that the link
 * around it is named by the publication's name. The drawings spell Bytewire: a deployment
 * under another PUBLICATION_NAME shows its name as text instead.
 */
import { BRAND_NAME } from './brand-art';
import { BrandMark } from './BrandMark';
import { BrandWordmark } from './BrandWordmark';

export function BrandLogo({ publicationName }: { publicationName: string }) {
  if (publicationName !== BRAND_NAME) return <>{publicationName}</>;
  return (
    <>
      <BrandMark />
      <BrandWordmark />
      <span className="visually-hidden">{publicationName}</span>
    </>
  );
}
