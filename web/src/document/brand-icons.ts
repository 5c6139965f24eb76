/**
 * The icons a page's head names: the mark as SVG for browsers that take it, PNGs for those
 * that do not (32 px) and for home screens (Apple's 180 px touch icon), and the web app
 * manifest with the 192 and 512 px icons. The SVG is web/public/brand/icon.svg; the PNGs are
 * made from it by the build (web/tools/brand-rasters.mjs). Every page names them, so that no
 * browser asks for /favicon.ico (which would render a 404 page).
 */
export interface IconLink {
  rel: 'icon' | 'apple-touch-icon' | 'manifest';
  href: string;
  type?: string;
  sizes?: string;
}

export const BRAND_ICON_LINKS: readonly IconLink[] = [
  { rel: 'icon', href: '/brand/icon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/brand/icon-32.png', type: 'image/png', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/brand/apple-touch-icon.png', sizes: '180x180' },
  { rel: 'manifest', href: '/brand/site.webmanifest' },
];
