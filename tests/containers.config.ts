import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { CHOSEN_CONSENT } from './support/consent';

// The container suite (`npm run test:containers`, issue 31): the global setup builds every
// service's image and runs the whole stack in containers on loopback ports (host networking),
// with a state Redis and a cache Redis; `stack` checks the images and the running containers and
// walks a reader's journey through the containerised gateway; `shutdown` then stops each
// container with SIGTERM; then `compose` runs docker-compose.yml as a developer would, with
// nothing exported, and `kube` plays the Kubernetes dev overlay's pod specs (podman kube play).
// Without podman or docker every test skips, saying so.
export default defineConfig({
  testDir: 'containers',
  globalSetup: './containers/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: !!process.env.CI,
  outputDir: '../test-output/containers/artifacts',
  reporter: [['list'], ['json', { outputFile: '../test-output/containers/results.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    storageState: CHOSEN_CONSENT,
  },
  projects: [
    { name: 'stack', testMatch: ['images.spec.ts', 'journey.spec.ts'] },
    { name: 'shutdown', testMatch: ['shutdown.spec.ts'], dependencies: ['stack'] },
    { name: 'compose', testMatch: ['compose.spec.ts'], dependencies: ['shutdown'] },
    { name: 'kube', testMatch: ['kube.spec.ts'], dependencies: ['shutdown'] },
  ],
});
