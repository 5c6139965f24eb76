/**
 * The brand's wordmark, inline: "bytewire" as paths (brand-art.ts), in the text colour around
 * it (`currentColor`), the dot of the "i" in the accent (`.brand-wordmark__dot`, lighter on
 * dark backgrounds). Decoration only: the link around it carries the name.
 */
import { WORDMARK } from './brand-art';

export function BrandWordmark({ className }: { className?: string }) {
  return (
    <svg
      className={className ? `brand-wordmark ${className}` : 'brand-wordmark'}
      viewBox={`0 0 ${WORDMARK.width} ${WORDMARK.height}`}
      aria-hidden="true"
    >
      <path fill="currentColor" d={WORDMARK.ink} />
      <path className="brand-wordmark__dot" fill="#0b5fff" d={WORDMARK.dot} />
    </svg>
  );
}
