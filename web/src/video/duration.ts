/** A video's length as readers and search engines read it. */

function parts(seconds: number): { h: number; m: number; s: number } {
  const total = Math.round(seconds);
  return { h: Math.floor(total / 3600), m: Math.floor((total % 3600) / 60), s: total % 60 };
}

/** `2:05`, `1:02:05`: whole seconds, as video players show them. */
export function clockDuration(seconds: number): string {
  const { h, m, s } = parts(seconds);
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** ISO 8601 (`PT2M5S`, `PT1H2M5S`), for <time dateTime> and VideoObject.duration. */
export function isoDuration(seconds: number): string {
  const { h, m, s } = parts(seconds);
  if (h === 0 && m === 0 && s === 0) return 'PT0S';
  return `PT${h > 0 ? `${h}H` : ''}${m > 0 ? `${m}M` : ''}${s > 0 ? `${s}S` : ''}`;
}
