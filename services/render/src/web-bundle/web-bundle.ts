/**
 * The built web app, loaded once at start-up: the client entry (from the manifest), the
 * server entry and the assets folder. A missing or mismatched build stops the service.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readClientEntry } from './client-entry';
import { loadServerEntry, type ClientEntry, type ServerEntry } from './server-entry';

export const SERVICE_WORKER_FILE = 'service-worker.js';

export class WebBundle {
  private constructor(
    readonly clientEntry: ClientEntry,
    readonly serverEntry: ServerEntry,
    /** dist/client/assets, served at /assets/. */
    readonly assetsDir: string,
    /** dist/client/house-ads (web/public/house-ads: the house ad network), at /house-ads/. */
    readonly houseAdsDir: string,
    /** dist/client/brand (web/public/brand and the PNGs the build makes), at /brand/. */
    readonly brandDir: string,
    /** dist/client/service-worker.js (web/public), served at /service-worker.js. */
    readonly serviceWorker: Buffer,
    /**
     * Which build this is: a digest of the client manifest and the server entry, so any change
     * to either gives another id. Pages carry it (RENDER_BUILD_HEADER), and the gateway's page
     * cache keys pages on it: a page of another build is never served.
     */
    readonly buildId: string,
  ) {}

  /** The dist folder of @bytewire/web, where its build script writes. */
  static defaultDistDir(): string {
    return path.join(path.dirname(require.resolve('@bytewire/web/package.json')), 'dist');
  }

  static load(distDir: string): WebBundle {
    const manifest = path.join(distDir, 'client', '.vite', 'manifest.json');
    const server = path.join(distDir, 'server', 'entry-server.cjs');
    const serviceWorker = path.join(distDir, 'client', SERVICE_WORKER_FILE);
    // The structured data's logo, made by the build's last client step (brand-rasters.mjs).
    const brandLogo = path.join(distDir, 'client', 'brand', 'logo-310x310.png');
    for (const file of [manifest, server, serviceWorker, brandLogo]) {
      if (!existsSync(file)) {
        throw new Error(
          `${file} is missing: build the web app first (npm run build -w @bytewire/web)`,
        );
      }
    }
    const buildId = createHash('sha256')
      .update(readFileSync(manifest))
      .update(readFileSync(server))
      .digest('base64url')
      .slice(0, 16);
    return new WebBundle(
      readClientEntry(manifest),
      loadServerEntry(server),
      path.join(distDir, 'client', 'assets'),
      path.join(distDir, 'client', 'house-ads'),
      path.join(distDir, 'client', 'brand'),
      readFileSync(serviceWorker),
      buildId,
    );
  }
}
