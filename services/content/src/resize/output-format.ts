/**
 * The format of the answer (spec 000 s7: gifs become mp4, jpg/jpeg/png get automatic webp):
 *
 * - `format=jpeg|png|webp`: that format.
 * - `format=mp4` (what the builder asks for a gif): sharp has no video encoder, so the answer
 *   is the closest thing an <img> can show, an animated WebP when the browser accepts WebP,
 *   else a GIF (Content-Type says which). The web app renders images with <img>, where an
 *   mp4 would not play in most browsers anyway. This deviation is documented in
 *   docs/content-api.md.
 * - `format=avif`: AVIF.
 * - `auto=webp`: the most compact format the request's Accept names: AVIF, then WebP, else the
 *   source's format. AVIF goes beyond the spec's "automatic webp" for browsers that take it
 *   (a third smaller again); a browser that names only WebP gets WebP, as the spec says.
 * - otherwise the source's format, by the extension of the path (JPEG when unknown).
 */
import type { ResizeParams } from './resize-params';

export type OutputFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

export const CONTENT_TYPES: Readonly<Record<OutputFormat, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
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
 * Whether an Accept header names `mediaType` with a non-zero quality. Wildcard ranges do not
 * count: browsers without WebP or AVIF send them too.
 */
export function accepts(
  accept: string | undefined,
  mediaType: 'image/webp' | 'image/avif',
): boolean {
  if (!accept) return false;
  return accept.split(',').some((range) => {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    if (type !== mediaType) return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

export function acceptsWebp(accept: string | undefined): boolean {
  return accepts(accept, 'image/webp');
}

/** The answer to `auto=webp` (or an original): AVIF, then WebP, as the browser takes them. */
export function compactFormat(accept: string | undefined): OutputFormat | undefined {
  if (accepts(accept, 'image/avif')) return 'avif';
  if (accepts(accept, 'image/webp')) return 'webp';
  return undefined;
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
  const compact = params.autoWebp ? compactFormat(accept) : undefined;
  if (compact) return { format: compact, byAccept: true };
  return { format: sourceFormat(path), byAccept: params.autoWebp };
}
