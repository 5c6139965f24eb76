/**
 * The resizes the site's own pages ask for, and the check of a resize request against them.
 * The browser holds no signing key: an image of a client-side navigation that the server did
 * not sign goes through the site's signing redirect (`SIGN_REDIRECT_PREFIX`), which signs only
 * what a page of the site would have signed itself: a named size (or the default) at one of
 * the srcset factors, or the image at its own size, with the gravity and format parameters
 * `resizeUrl` writes, in its canonical order.
 */
import { formatParams, type ResizeParams } from './format-params';
import { isCropGravity } from './gravity-params';
import { DEFAULT_IMAGE_SIZE, IMAGE_SIZES, type ImageDimensions } from './image-sizes';
import { encodeResizePath } from './resize-path';
import type { ResizeRequest } from './resize-url';
import { sortedQuery } from './sorted-query';

/** Scale factors of the srcset candidates: phones, the size itself, and high-density screens. */
export const SRCSET_FACTORS = [0.5, 1, 1.5, 2] as const;

/** `{origin}/images/sign{signed string}` answers a redirect to the signed resize URL. */
export const SIGN_REDIRECT_PREFIX = '/images/sign';

/** A size scaled by a srcset factor, as the srcset candidates are computed. */
export function scaledSize(box: Readonly<ImageDimensions>, factor: number): ImageDimensions {
  return {
    width: Math.round(box.width * factor),
    ...(box.height !== undefined && { height: Math.round(box.height * factor) }),
  };
}

const dimensionsKey = (width?: string, height?: string): string => `${width ?? ''}x${height ?? ''}`;

/** `{width}x{height}` of every preset at every factor; `x` is the image at its own size. */
const SITE_DIMENSIONS: ReadonlySet<string> = new Set([
  dimensionsKey(),
  ...[DEFAULT_IMAGE_SIZE, ...Object.values(IMAGE_SIZES)].flatMap((box) =>
    SRCSET_FACTORS.map((factor) => {
      const { width, height } = scaledSize(box, factor);
      return dimensionsKey(String(width), height === undefined ? undefined : String(height));
    }),
  ),
]);

const PARAMETERS = new Set(['width', 'height', 'gravity', 'format', 'auto']);

export type SiteResizeCheck = { ok: true; request: ResizeRequest } | { ok: false; problem: string };

const refuse = (problem: string): SiteResizeCheck => ({ ok: false, problem });

/** The query's parameters decoded, or a problem. */
function parametersOf(query: string): ResizeParams | string {
  const params: ResizeParams = {};
  for (const pair of query === '' ? [] : query.split('&')) {
    const equals = pair.indexOf('=');
    if (equals <= 0) return `malformed parameter "${pair.slice(0, 40)}"`;
    let key: string;
    let value: string;
    try {
      key = decodeURIComponent(pair.slice(0, equals));
      value = decodeURIComponent(pair.slice(equals + 1));
    } catch {
      return 'malformed percent-encoding in the parameters';
    }
    if (!PARAMETERS.has(key)) return `unknown parameter "${key.slice(0, 40)}"`;
    if (key in params) return `repeated parameter "${key}"`;
    params[key] = value;
  }
  return params;
}

function decodedPath(encodedPath: string): string | undefined {
  try {
    return encodedPath.split('/').map(decodeURIComponent).join('/');
  } catch {
    return undefined;
  }
}

/**
 * Whether `signedString` (`{encoded path}?{sorted query}`) is a resize a page of the site asks
 * for; the problem when it is not.
 */
export function checkSiteResize(signedString: string): SiteResizeCheck {
  const queryStart = signedString.indexOf('?');
  const encodedPath = queryStart === -1 ? signedString : signedString.slice(0, queryStart);
  const query = queryStart === -1 ? '' : signedString.slice(queryStart + 1);
  const path = decodedPath(encodedPath);
  if (path === undefined || encodeResizePath(path) !== encodedPath) {
    return refuse('the image path must be a storage path encoded as resize URLs encode it');
  }
  const params = parametersOf(query);
  if (typeof params === 'string') return refuse(params);
  if (sortedQuery(params) !== query) {
    return refuse('the parameters must be sorted by name and encoded as resize URLs write them');
  }
  if (!SITE_DIMENSIONS.has(dimensionsKey(params.width, params.height))) {
    return refuse('width and height must be one of the site image sizes');
  }
  if (params.gravity !== undefined && !isGravityParam(params.gravity)) {
    return refuse('gravity must be a crop gravity code from 0 to 9');
  }
  const format = formatParams(encodedPath);
  if (params.format !== format.format || params.auto !== format.auto) {
    return refuse('format and auto must be those of the image file type');
  }
  return { ok: true, request: { encodedPath, signedString } };
}

function isGravityParam(value: string): boolean {
  return /^\d$/.test(value) && isCropGravity(Number(value));
}
