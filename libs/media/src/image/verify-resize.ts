/**
 * The image service's side of spec 000 s7: split a request target into its signature and
 * signed string, and check the signature. The target must be the raw one from the request
 * line (not decoded), since the signed string is the encoded path and query.
 */
import { RESIZE_PATH_PREFIX } from './resize-url';
import { isResizeSignature, type ResizeSigner } from './signature';

export interface ResizeTarget {
  signature: string;
  /** Encoded path, then `?` and the query when there is one: exactly what was signed. */
  signedString: string;
}

const TARGET_PATTERN = new RegExp(`^${RESIZE_PATH_PREFIX}([0-9a-f]{40})(/[^?#]*(?:\\?[^#]*)?)$`);

/** `/resize/{signature}{path}?{query}` into its parts; undefined when it is not that shape. */
export function parseResizeTarget(target: string): ResizeTarget | undefined {
  const match = TARGET_PATTERN.exec(target);
  if (match === null) return undefined;
  const [, signature, signed] = match;
  return { signature, signedString: signed };
}

/**
 * Whether `signature` is the signature of `signedString`. The default comparison does not
 * stop at the first differing character; on Node pass timingSafeEqualHex from
 * `@bytewire/media/node` for the runtime's constant-time comparison.
 */
export function verifyResizeSignature(
  signedString: string,
  signature: string,
  sign: ResizeSigner,
  equals: (expected: string, actual: string) => boolean = constantTimeEqual,
): boolean {
  return isResizeSignature(signature) && equals(sign(signedString), signature);
}

function constantTimeEqual(expected: string, actual: string): boolean {
  if (expected.length !== actual.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i += 1) {
    difference |= expected.charCodeAt(i) ^ actual.charCodeAt(i);
  }
  return difference === 0;
}
