import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { CHOSEN_CONSENT } from './support/consent';

// Cross-service suites: one cluster for the whole run (global setup), one worker (2-core
// machines), bounded timeouts so that a hung page fails instead of stalling CI. The fault
// suites (fault/) start a cluster and a Redis of their own, to break them; so does the load
// suite (load/, also alone: npm run test:load).
export default defineConfig({
  testDir: '.',
  testMatch: ['e2e/**/*.spec.ts', 'fault/**/*.spec.ts', 'load/**/*.spec.ts'],
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    // The visual baselines (e2e/screenshots.spec.ts), taken in Debian's Chromium on the 2-core
    // development machine that CI also runs on (its headless shell, with the full browser's
    // font hinting, draws them identically: support/chromium.ts). A pixel counts as changed
    // past 0.2 of the colour distance (Playwright's default, which absorbs anti-aliasing); a
    // picture fails when more than 0.5% of its pixels changed: a moved block, a new colour or a
    // changed font size changes far more than that, while sub-pixel text rendering never
    // reached it in repeated runs (docs/operations.md, "Visual baselines").
    toHaveScreenshot: { threshold: 0.2, maxDiffPixelRatio: 0.005, animations: 'disabled' },
  },
  snapshotPathTemplate: '{testDir}/{testFileDir}/__screenshots__/{testFileName}/{arg}{ext}',
  forbidOnly: !!process.env.CI,
  outputDir: '../test-output/playwright/artifacts',
  reporter: [['list'], ['json', { outputFile: '../test-output/playwright/results.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    // Every page starts as a reader who chose strictly necessary cookies only, so the consent
    // banner stays out of the way; consent.spec.ts starts with no choice.
    storageState: CHOSEN_CONSENT,
  },
});
