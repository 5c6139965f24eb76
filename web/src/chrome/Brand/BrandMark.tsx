/**
 * The brand's mark, inline: the circuit-trace "B" on its accent tile (brand-art.ts). Its own
 * colours, which read on the white header and the dark footer alike; decoration only, the link
 * around it carries the name.
 */
import { MARK } from './brand-art';

export function BrandMark({ className }: { className?: string }) {
  const { size, radius, pad } = MARK;
  return (
    <svg
      className={className}
      data-testid="brand-mark"
      viewBox={`0 0 ${size} ${size}`}
      aria-hidden="true"
    >
      <rect width={size} height={size} rx={radius} fill="#0b5fff" />
      <g fill="none" stroke="#fff" strokeLinecap="square" strokeLinejoin="round">
        <path d={MARK.trace} strokeWidth={MARK.traceWidth} />
        <path d={MARK.lead} strokeWidth={MARK.leadWidth} />
      </g>
      <circle cx={pad.cx} cy={pad.cy} r={pad.r} fill="#fff" />
      <circle cx={pad.cx} cy={pad.cy} r={pad.hole} fill="#0b5fff" />
    </svg>
  );
}
