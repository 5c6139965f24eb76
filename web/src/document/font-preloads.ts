/**
 * The site's two typefaces (spec 001 s9: semibold and regular preloaded): Open Sans (Apache
 * License 2.0, web/public/brand/fonts/OPEN-SANS-LICENSE.txt) at weights 600 and 400, served
 * with the brand's files at /brand/fonts/ (stable names, kept a day). Every page's head
 * preloads both weights' Latin files (17 KB each; the whole font is 44 KB a weight), so that
 * text is drawn in them from the first paint rather than swapped in once the stylesheet has
 * asked (the faces are declared in styles/base.css, `swap`, with the rest of each font in a
 * file fetched only for a page that prints its characters: web/tools/subset-fonts.py).
 * `crossorigin`: fonts are always fetched in CORS mode, and a preload without it would be
 * fetched twice.
 */
export const FONT_FAMILY = 'Open Sans';

export interface FontFile {
  weight: 400 | 600;
  href: string;
}

export const FONT_FILES: readonly FontFile[] = [
  { weight: 600, href: '/brand/fonts/open-sans-latin-semibold.woff2' },
  { weight: 400, href: '/brand/fonts/open-sans-latin-regular.woff2' },
];

export interface FontPreloadLink {
  rel: 'preload';
  as: 'font';
  type: 'font/woff2';
  href: string;
  crossOrigin: 'anonymous';
}

export const FONT_PRELOAD_LINKS: readonly FontPreloadLink[] = FONT_FILES.map(({ href }) => ({
  rel: 'preload',
  as: 'font',
  type: 'font/woff2',
  href,
  crossOrigin: 'anonymous',
}));
