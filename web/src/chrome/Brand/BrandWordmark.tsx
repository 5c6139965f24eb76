/**
 * The brand's wordmark, inline: "bytewire" as paths (brand-art.ts), in the text colour around
 * it (`currentColor`), the dot of the "i" in the accent (its parent's `dotClassName` makes it
 * lighter on dark backgrounds). Decoration only: the link around it carries the name.
 */
import { WORDMARK } from './brand-art';

interface BrandWordmarkProps {
  className?: string;
  /** The class of the dot of the "i" (the footer and the AMP bar tint it lighter). */
  dotClassName?: string;
}

export function BrandWordmark({ className, dotClassName }: BrandWordmarkProps) {
  return (
    <svg
      className={className}
      data-testid="brand-wordmark"
      viewBox={`0 0 ${WORDMARK.width} ${WORDMARK.height}`}
      aria-hidden="true"
    >
      <path fill="currentColor" d={WORDMARK.ink} />
      <path className={dotClassName} fill="#0b5fff" d={WORDMARK.dot} />
    </svg>
  );
}
