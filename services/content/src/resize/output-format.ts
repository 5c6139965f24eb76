/**
 * The format of the answer (spec 000 s7: gifs become mp4, jpg/jpeg/png get automatic webp):
 *
 * - `format=jpeg|png|webp`: that format.
 * - `format=mp4` (what the builder asks for a gif): sharp has no video encoder, so the answer
 *   is the closest thing an <img> can show, an animated WebP when the browser accepts WebP,
 *   else a GIF (Content-Type says which). The web app renders images with <img>, where an
 *   mp4 would not play in most browsers anyway. This deviation is documented in
 *   docs/content-api.md.
 * - `auto=webp`: WebP when the request's Accept names image/webp, else the source's format.
 * - otherwise the source's format, by the extension of the path (JPEG when unknown).
 */
import type { ResizeParams } from './resize-params';

export type OutputFormat = 'jpeg' | 'png' | 'webp' | 'gif';

export const CONTENT_TYPES: Readonly<Record<OutputFormat, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

export interface OutputChoice {
  format: OutputFormat;
  /** Whether the choice read the Accept header (then the answer varies by it). */
  byAccept: boolean;
}

const EXTENSION_FORMATS: Readonly<Record<string, OutputFormat>> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
};

export function sourceFormat(path: string): OutputFormat {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  return Object.hasOwn(EXTENSION_FORMATS, extension) ? EXTENSION_FORMATS[extension] : 'jpeg';
}

/**
 * Whether an Accept header names image/webp with a non-zero quality. Wildcard ranges do not
 * count: browsers without WebP send them too.
 */
export function acceptsWebp(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((range) => {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    if (type !== 'image/webp') return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

export function chooseOutput(
  params: ResizeParams,
  path: string,
  accept: string | undefined,
): OutputChoice {
  if (params.format === 'mp4') {
    return { format: acceptsWebp(accept) ? 'webp' : 'gif', byAccept: true };
  }
  if (params.format !== undefined) return { format: params.format, byAccept: false };
  if (params.autoWebp && acceptsWebp(accept)) return { format: 'webp', byAccept: true };
  return { format: sourceFormat(path), byAccept: params.autoWebp };
}
