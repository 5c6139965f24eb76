import fastifyStatic from '@fastify/static';
import { CROSS_ORIGIN_RESOURCE, hasMalformedUrl } from '@bytewire/service-kit';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { GatewayConfig } from '../config/gateway-config';
import { READ_METHODS } from '../edge/responses';
import { splitUrl } from '../edge/url-parts';
import { DEFAULT_WEB_ASSETS_DIR, isDirectory } from './web-assets-dir';

export const WEB_ASSETS_PREFIX = '/assets/';
const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

/** A segment of a bundle file's path: Vite's hashed names; never a dot segment or a dotfile. */
const BUNDLE_SEGMENT = /^\w[\w.-]*$/;

/**
 * Whether a path under /assets/ is one the copy may serve. Anything else is left to render, so
 * no escape, dot segment or separator trick ever reaches the file system here.
 */
function isBundleFile(file: string): boolean {
  return file.split('/').every((segment) => BUNDLE_SEGMENT.test(segment));
}

/**
 * The client bundle (`/assets/*`) from the gateway's own copy of the web build, so that a
 * cached page's scripts and styles load while render is down. Served as render serves them
 * (@fastify/static, the same options): `Cache-Control: public, max-age=31536000, immutable`
 * (the names carry a content hash), ETag and Last-Modified, the build's Brotli or gzip copy as
 * the browser accepts, HEAD and ranges. A file the copy lacks (a newer render's build during
 * a rollout) is left to the caller to forward to render.
 */
@Injectable()
export class WebAssets implements OnModuleInit {
  private readonly logger = new Logger(WebAssets.name);
  /** The copy's directory, or undefined: every bundle request goes to render. */
  private root: string | undefined;

  constructor(
    private readonly adapterHost: HttpAdapterHost<FastifyAdapter>,
    private readonly config: GatewayConfig,
  ) {}

  /** Registered before the app is ready (the service kit readies it after init). */
  async onModuleInit(): Promise<void> {
    // A set variable was checked at start-up (IsExistingDirectory); the default may be absent.
    const dir = path.resolve(this.config.webAssetsDir ?? DEFAULT_WEB_ASSETS_DIR);
    if (!isDirectory(dir)) {
      this.logger.log({ dir }, 'no web build here: /assets/* is forwarded to render');
      return;
    }
    await this.adapterHost.httpAdapter.getInstance().register(fastifyStatic, {
      root: dir,
      // No routes of its own: AssetsController decides, so that a miss can go to render.
      serve: false,
      index: false,
      preCompressed: true,
      // One URL, several encodings: shared caches must keep them apart.
      setHeaders: (res) => res.setHeader('vary', 'accept-encoding'),
      maxAge: ONE_YEAR_MS,
      immutable: true,
    });
    this.root = dir;
    this.logger.log({ dir }, 'serving /assets/* from the web build, render for what it lacks');
  }

  /**
   * Sends the requested bundle file from the copy when it holds it (true); false when the
   * request is for render: not a read, not under /assets/, not a plain file name, or a file
   * the copy lacks.
   */
  async trySend(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const file = this.bundleFileOf(request);
    if (file === undefined || !(await this.holds(file))) return false;
    reply.headers(CROSS_ORIGIN_RESOURCE).sendFile(file);
    return true;
  }

  private bundleFileOf(request: FastifyRequest): string | undefined {
    if (!this.root || !READ_METHODS.has(request.method) || hasMalformedUrl(request)) {
      return undefined;
    }
    const { path: urlPath } = splitUrl(request.url);
    if (!urlPath.startsWith(WEB_ASSETS_PREFIX)) return undefined;
    const file = urlPath.slice(WEB_ASSETS_PREFIX.length);
    return isBundleFile(file) ? file : undefined;
  }

  private async holds(file: string): Promise<boolean> {
    const root = this.root as string;
    const full = path.resolve(root, file);
    // The name rule already keeps it inside; this says so where the file system is touched.
    if (!full.startsWith(root + path.sep)) return false;
    const found = await stat(full).catch(() => undefined);
    return found?.isFile() === true;
  }
}
