/**
 * The backdrop of a picture: a gradient in the backdrop's two tones and, for scenes and
 * posters, a quiet pattern (dots, rings, waves, a grid or soft blobs) chosen by the seed.
 * Everything here spans the whole frame, so any crop of it still looks finished.
 */
import { Prng } from '../corpus/prng';
import type { Illustration } from './illustration';
import { isDark } from './palette';
import { lighten } from './tones';

const PATTERNS = ['dots', 'rings', 'waves', 'grid', 'blobs'] as const;
type Pattern = (typeof PATTERNS)[number];

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

export function backdropSvg(
  illustration: Illustration,
  width: number,
  height: number,
  idPrefix: string,
): string {
  const { backdrop, composition, seed } = illustration;
  const rng = new Prng(seed ^ 0x5bd1e995);
  const id = `${idPrefix}bg`;
  // Light from the top left, as in every drawing.
  const parts = [
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="${round(0.4 + rng.next() * 0.6)}" y2="1">` +
      `<stop offset="0" stop-color="${backdrop.light}"/><stop offset="1" stop-color="${backdrop.dark}"/>` +
      `</linearGradient>` +
      `<radialGradient id="${id}l" cx="0.5" cy="0.5" r="0.5">` +
      `<stop offset="0" stop-color="#ffffff" stop-opacity="${isDark(backdrop.dark) ? 0.28 : 0.55}"/>` +
      `<stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#${id})"/>`,
  ];
  if (composition === 'scene' || composition === 'poster' || composition === 'portrait') {
    parts.push(patternSvg(rng.pick(PATTERNS), rng, width, height, backdrop.light));
  }
  // A pool of light behind the subject.
  const side = Math.min(width, height);
  parts.push(
    `<ellipse cx="${round(width / 2)}" cy="${round(height * 0.48)}" rx="${round(side * 0.62)}" ry="${round(side * 0.5)}" fill="url(#${id}l)"/>`,
  );
  return parts.join('');
}

function patternSvg(
  pattern: Pattern,
  rng: Prng,
  width: number,
  height: number,
  light: string,
): string {
  const ink = isDark(light) ? lighten(light, 0.5) : '#ffffff';
  const step = Math.max(18, Math.round(Math.min(width, height) / 14));
  const out: string[] = [];
  switch (pattern) {
    case 'dots':
      for (let y = step / 2; y < height; y += step) {
        for (let x = step / 2; x < width; x += step) {
          out.push(`<circle cx="${round(x)}" cy="${round(y)}" r="${round(step * 0.07)}"/>`);
        }
      }
      return `<g fill="${ink}" fill-opacity="0.35">${out.join('')}</g>`;
    case 'grid':
      for (let x = step; x < width; x += step) out.push(`M${round(x)} 0V${height}`);
      for (let y = step; y < height; y += step) out.push(`M0 ${round(y)}H${width}`);
      return `<path d="${out.join('')}" stroke="${ink}" stroke-opacity="0.22" stroke-width="${round(step / 30)}" fill="none"/>`;
    case 'rings': {
      const cx = width * (rng.next() < 0.5 ? 0.15 : 0.85);
      const cy = height * (0.2 + rng.next() * 0.6);
      for (let r = step; r < Math.max(width, height); r += step * 1.3) {
        out.push(`<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}"/>`);
      }
      return `<g fill="none" stroke="${ink}" stroke-opacity="0.25" stroke-width="${round(step / 16)}">${out.join('')}</g>`;
    }
    case 'waves':
      for (let y = step; y < height; y += step * 1.2) {
        const a = step * 0.35;
        let d = `M0 ${round(y)}`;
        for (let x = 0; x < width; x += step * 2) {
          d += `q${round(step / 2)} ${round(-a)} ${step} 0t${step} 0`;
        }
        out.push(d);
      }
      return `<path d="${out.join('')}" stroke="${ink}" stroke-opacity="0.22" stroke-width="${round(step / 16)}" fill="none"/>`;
    case 'blobs':
      for (let i = 0; i < 3; i++) {
        const r = Math.min(width, height) * (0.18 + rng.next() * 0.2);
        out.push(
          `<circle cx="${round(rng.next() * width)}" cy="${round(rng.next() * height)}" r="${round(r)}"/>`,
        );
      }
      return `<g fill="${ink}" fill-opacity="0.16">${out.join('')}</g>`;
  }
}
