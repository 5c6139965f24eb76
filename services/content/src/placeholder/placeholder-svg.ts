/** A simple placeholder image: a two-tone gradient with its size written in the middle. */

/** FNV-1a of the seed: the same seed always gives the same colors. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function placeholderSvg(width: number, height: number, seed: string): string {
  const h = hash(seed);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >>> 9) % 60)) % 360;
  const font = Math.max(10, Math.round(Math.min(width, height) / 8));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},45%,42%)"/><stop offset="1" stop-color="hsl(${hue2},50%,28%)"/>` +
    `</linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="${font}" fill="rgba(255,255,255,0.75)">${width}\u00d7${height}</text>` +
    `</svg>`
  );
}
