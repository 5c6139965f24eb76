/**
 * Resizes and encodes with sharp (libvips), with bounded memory and CPU:
 * - libvips gets one thread per image and no operation cache (the outputs are cached here);
 * - at most MAX_RENDERS_IN_PROGRESS renders run at once and at most MAX_RENDERS_WAITING wait
 *   their turn (a page's first view asks for a few dozen pictures together, which a browser
 *   never retries); a request beyond that is a 503 with Retry-After, never an ever-growing
 *   queue;
 * - the outputs live in an LRU of at most OUTPUT_CACHE_BYTES, and identical requests that
 *   arrive together share one render (lru-cache's fetch).
 */
import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { cropPosition } from './gravity';
import type { CorpusPicture } from './corpus-images';
import { CONTENT_TYPES, type OutputFormat } from './output-format';
import type { ResizeParams } from './resize-params';
import { sourceSvg } from './source-image';

export const OUTPUT_CACHE_BYTES = 32 * 1024 * 1024;
export const MAX_RENDERS_IN_PROGRESS = 8;
export const MAX_RENDERS_WAITING = 64;
/** A render that takes longer has gone wrong; libvips stops it. */
const RENDER_TIMEOUT_SECONDS = 10;
const QUALITY = 80;
/** AVIF's scale sits lower than JPEG's for the same look. */
const AVIF_QUALITY = 60;

sharp.concurrency(1);
sharp.cache(false);

export interface RenderedImage {
  body: Buffer;
  contentType: string;
  /** Strong validator: a digest of the bytes. */
  etag: string;
}

export interface RenderJob {
  picture: CorpusPicture;
  params: ResizeParams;
  format: OutputFormat;
}

export const BUSY_MESSAGE = 'The image service is busy: retry shortly';

function encode(pipeline: sharp.Sharp, format: OutputFormat): sharp.Sharp {
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: QUALITY });
    case 'png':
      return pipeline.png();
    case 'webp':
      return pipeline.webp({ quality: QUALITY });
    case 'avif':
      // Effort 2 of 9: flat illustrations compress well even at low effort, which keeps a
      // render under about 100 ms at 1200 px on one core.
      return pipeline.avif({ quality: AVIF_QUALITY, effort: 2 });
    case 'gif':
      return pipeline.gif();
  }
}

/** SVG's native density: one pixel per unit of the picture's own size. */
const NATIVE_DENSITY = 72;

/**
 * How much smaller than its own size the picture may be rasterised and still fill the asked
 * size (a cover crop needs the larger of the two ratios): a thumbnail of a 1600 px picture
 * then rasterises a few hundred pixels, not 1.4 million. Never larger than its own size.
 */
export function rasterScale({ image }: CorpusPicture, params: ResizeParams): number {
  const ratios = [
    params.width !== undefined && image.width ? params.width / image.width : 0,
    params.height !== undefined && image.height ? params.height / image.height : 0,
  ];
  const needed = Math.max(...ratios);
  return needed > 0 ? Math.min(1, needed) : 1;
}

async function renderJob({ picture, params, format }: RenderJob): Promise<RenderedImage> {
  const density = NATIVE_DENSITY * rasterScale(picture, params);
  let pipeline = sharp(sourceSvg(picture), { density }).timeout({
    seconds: RENDER_TIMEOUT_SECONDS,
  });
  if (params.width !== undefined || params.height !== undefined) {
    // Both sides: cropped to fill them, around the gravity. One side: scaled, ratio kept.
    pipeline = pipeline.resize({
      width: params.width,
      height: params.height,
      fit: 'cover',
      position: cropPosition(params.gravity),
    });
  }
  const body = await encode(pipeline, format).toBuffer();
  const digest = createHash('sha1').update(body).digest('base64url');
  return { body, contentType: CONTENT_TYPES[format], etag: `"${digest}"` };
}

@Injectable()
export class ImageRenderer {
  private inProgress = 0;
  /** Renders waiting for a slot, first in line first. */
  private readonly waiting: (() => void)[] = [];
  private readonly outputs = new LRUCache<string, RenderedImage, RenderJob>({
    maxSize: OUTPUT_CACHE_BYTES,
    sizeCalculation: (output) => output.body.length,
    fetchMethod: (_key, _stale, { context }) => this.run(context),
  });

  /** The image at the asked size and format; a 503 when too many renders are running and waiting. */
  async render(job: RenderJob): Promise<RenderedImage> {
    const { width, height, gravity } = job.params;
    const key = [job.picture.image.path, width, height, gravity, job.format].join('|');
    const output = await this.outputs.fetch(key, { context: job });
    if (output === undefined) throw new Error(`The render of ${key} gave nothing`);
    return output;
  }

  private async run(job: RenderJob): Promise<RenderedImage> {
    await this.turn();
    try {
      return await renderJob(job);
    } finally {
      // The slot goes to the first in line, or back to the pool.
      const next = this.waiting.shift();
      if (next) next();
      else this.inProgress -= 1;
    }
  }

  /** Resolves when this render may start: at once, after those in line, or a 503. */
  private turn(): Promise<void> {
    if (this.inProgress < MAX_RENDERS_IN_PROGRESS) {
      this.inProgress += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= MAX_RENDERS_WAITING) {
      return Promise.reject(new ServiceUnavailableException(BUSY_MESSAGE));
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}
