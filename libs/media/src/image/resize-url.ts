/**
 * Resize URLs of spec 000 s7:
 *   {origin}/resize/{signature}{encodedPath}?{sorted params}
 * Parameters: width and height from the size, gravity from the image's crop gravity, format
 * or auto from the file type, then the caller's extra query (which wins on a shared key).
 */
import type { Image } from '@bytewire/contracts';
import { formatParams, type ResizeParams } from './format-params';
import { gravityParams } from './gravity-params';
import { isValidImage } from './image-validity';
import { chooseResizeHost } from './resize-host';
import { encodeResizePath } from './resize-path';
import { signResize, signedString, type ResizeSigner } from './signature';
import { sizeParams, type ImageSizeRequest, type ImageWarn } from './size-params';
import { sortedQuery } from './sorted-query';

export const RESIZE_PATH_PREFIX = '/resize/';

/** The size and parameters of a resize. */
export type ResizeRequestOptions = ImageSizeRequest & {
  /** Extra parameters, signed with the others, e.g. an API key the image host expects. */
  query?: Readonly<Record<string, string | number>>;
  /** Told when a size key has no configuration. */
  warn?: ImageWarn;
};

export type ResizeUrlOptions = ResizeRequestOptions & {
  /**
   * The image service: origins (`https://i1.example.com`, `http://localhost:3000`) or bare
   * host names with an optional port (https); see chooseResizeHost.
   */
  hosts: readonly string[];
  sign: ResizeSigner;
};

export type ResizableImage = Partial<
  Pick<Image, 'path' | 'imageUrl' | 'width' | 'height' | 'cropGravity'>
>;

/** What a resize URL asks for, before it is signed: the encoded path and the signed string. */
export interface ResizeRequest {
  encodedPath: string;
  /** The encoded path, then `?` and the sorted query when there are parameters. */
  signedString: string;
}

/**
 * The resize request of an image, or undefined when it cannot be resized: the image is not
 * valid, has no storage path, or its path has dot segments.
 */
export function resizeRequestOf(
  image: ResizableImage,
  options: ResizeRequestOptions,
): ResizeRequest | undefined {
  if (!isValidImage(image) || typeof image.path !== 'string') return undefined;
  const encodedPath = encodeResizePath(image.path);
  if (encodedPath === undefined) return undefined;

  const params: ResizeParams = {
    ...sizeParams(options, options.warn),
    ...gravityParams(image.cropGravity),
    ...formatParams(encodedPath),
    ...stringValues(options.query ?? {}),
  };
  return { encodedPath, signedString: signedString(encodedPath, sortedQuery(params)) };
}

/**
 * `{origin}/resize/{signature}{signed string}`, on the host the path's length picks. Throws on
 * a signature that is not a lowercase hex HMAC-SHA1 (see `signResize`).
 */
export function signedResizeUrl(
  hosts: readonly string[],
  { encodedPath, signedString: signed }: ResizeRequest,
  signature: string,
): string {
  const checked = signResize(signed, () => signature);
  return `${chooseResizeHost(hosts, encodedPath)}${RESIZE_PATH_PREFIX}${checked}${signed}`;
}

/**
 * The signed resize URL of an image, or undefined when it cannot be resized (see
 * `resizeRequestOf`). Callers then fall back to `imageUrl` when the image has one, else render
 * nothing.
 */
export function resizeUrl(image: ResizableImage, options: ResizeUrlOptions): string | undefined {
  const request = resizeRequestOf(image, options);
  if (request === undefined) return undefined;
  return signedResizeUrl(options.hosts, request, options.sign(request.signedString));
}

function stringValues(query: Readonly<Record<string, string | number>>): ResizeParams {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
}
