// Debian's Chromium, driven by Playwright (no browser downloads here). The flags keep it from
// calling out to the network, which is closed on these machines.
import { existsSync } from 'node:fs';

// Chromium's headless shell (Debian's chromium-headless-shell), as Playwright's own headless
// runs use: the same Blink and Skia without the full browser around them. Loading and hydrating
// the site's pages took it half the CPU of the full browser's headless mode on the 2-core
// machine, where the browser is most of the Playwright suites' work.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // The full browser's text rendering (fontconfig's slight hinting, Debian's default): the
  // shell hints fully unless told, which makes glyphs wider and wraps lines elsewhere. With it
  // the visual baselines, taken in the full browser, come out identical to the pixel.
  '--font-render-hinting=slight',
  // The full browser's lazy-loading margins (an image within 1,250 px of the viewport, a frame
  // within 2,500, measured in Debian's Chromium 156 on a 4G estimate). The shell's Blink gets no
  // network estimate and takes the wider margins of an unknown connection (about 3,000 and
  // 4,000 px), which loaded a footer's lazy background before the reader scrolled near it.
  '--blink-settings=lazyLoadingImageMarginPxUnknown=1250,lazyLoadingFrameMarginPxUnknown=2500',
];

export function assertChromium(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH}: install Debian's (apt-get install chromium-headless-shell) or set CHROMIUM_PATH.`,
    );
  }
}
