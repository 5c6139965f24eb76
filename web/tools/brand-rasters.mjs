#!/usr/bin/env node
// Makes the brand's PNGs from its SVG sources (web/public/brand) into the client build's brand
// folder, with sharp: the favicon for browsers without SVG icons, the home-screen icons, and the
// structured data's logos, each of exactly the size its name says (spec 000 s9: the site's logo
// 120x84, the publisher's 310x310). Run by the build after the client build (which has copied
// the SVGs there); nothing it writes is committed. Usage: brand-rasters.mjs <sources> <out>.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const [sourceDir, outDir] = process.argv.slice(2);
if (!sourceDir || !outDir) {
  process.stderr.write('usage: brand-rasters.mjs <brand sources> <out folder>\n');
  process.exit(2);
}

const BRAND_BLUE = '#0b5fff';
const WHITE = '#ffffff';
const mark = readFileSync(path.join(sourceDir, 'mark.svg'));
const icon = readFileSync(path.join(sourceDir, 'icon.svg'));
const wordmark = readFileSync(path.join(sourceDir, 'wordmark.svg'));

/** An SVG drawn at `width` px wide: rasterised at the density that gives it, not scaled up. */
async function drawn(svg, width) {
  const { width: natural } = await sharp(svg).metadata();
  return sharp(svg, { density: (72 * width) / natural })
    .resize({ width })
    .png()
    .toBuffer();
}

/** A canvas of `width` x `height` with the pieces centred across, stacked down from `top`. */
async function canvas(width, height, background, pieces) {
  const layers = [];
  for (const { image, top } of pieces) {
    const { width: w } = await sharp(image).metadata();
    layers.push({ input: image, top, left: Math.round((width - w) / 2) });
  }
  return sharp({ create: { width, height, channels: 4, background } })
    .composite(layers)
    .png({ compressionLevel: 9 });
}

/** A square icon: the mark's rounded tile, its corners transparent. */
async function squareIcon(size) {
  return sharp(await drawn(icon, size)).png({ compressionLevel: 9 });
}

/**
 * Apple's touch icon: iOS rounds the corners itself and fills transparency with black, so the
 * tile's blue runs to the edges (the mark drawn over a square of the same blue).
 */
async function touchIcon(size) {
  return canvas(size, size, BRAND_BLUE, [{ image: await drawn(mark, size), top: 0 }]);
}

/**
 * A logo on white (search engines show it on light backgrounds, often small): the mark above
 * the wordmark, the pair centred both ways.
 */
async function stackedLogo(width, height, markSize, wordWidth, gap) {
  const markImage = await drawn(mark, markSize);
  const wordImage = await drawn(wordmark, wordWidth);
  const wordHeight = (await sharp(wordImage).metadata()).height;
  const top = Math.round((height - (markSize + gap + wordHeight)) / 2);
  return canvas(width, height, WHITE, [
    { image: markImage, top },
    { image: wordImage, top: top + markSize + gap },
  ]);
}

const OUTPUTS = {
  'icon-32.png': () => squareIcon(32),
  'icon-192.png': () => squareIcon(192),
  'icon-512.png': () => squareIcon(512),
  'apple-touch-icon.png': () => touchIcon(180),
  'logo-120x84.png': () => stackedLogo(120, 84, 40, 100, 5),
  'logo-310x310.png': () => stackedLogo(310, 310, 150, 250, 22),
};

mkdirSync(outDir, { recursive: true });
for (const [name, make] of Object.entries(OUTPUTS)) {
  const image = await make();
  await image.toFile(path.join(outDir, name));
}
process.stdout.write(`brand-rasters: ${Object.keys(OUTPUTS).length} PNGs in ${outDir}\n`);
