/**
 * Signing of resize URLs (spec 000 s7): the signature is the lowercase hex HMAC-SHA1 of the
 * signed string, which is the encoded path, then `?` and the sorted query when there are
 * parameters. The HMAC itself is injected so that this module runs in browsers too; on Node
 * use nodeHmacSha1Signer from `@bytewire/media/node`.
 */

/** Returns the lowercase hex HMAC-SHA1 of the message under the resize secret. */
export type ResizeSigner = (message: string) => string;

const SIGNATURE_PATTERN = /^[0-9a-f]{40}$/;

export function isResizeSignature(value: string): boolean {
  return SIGNATURE_PATTERN.test(value);
}

export function signedString(encodedPath: string, query: string): string {
  return query === '' ? encodedPath : `${encodedPath}?${query}`;
}

/**
 * `sign`, remembering up to `limit` signatures: a server signs the same images at the same
 * sizes on every render of a page. Bounded, as the messages come from content.
 */
export function rememberingSigner(sign: ResizeSigner, limit = 10_000): ResizeSigner {
  const known = new Map<string, string>();
  return (message) => {
    let signature = known.get(message);
    if (signature === undefined) {
      signature = sign(message);
      if (known.size >= limit) known.clear();
      known.set(message, signature);
    }
    return signature;
  };
}

export function signResize(message: string, sign: ResizeSigner): string {
  const signature = sign(message);
  // A signer returning base64 or another digest would make URLs no image service accepts.
  if (!isResizeSignature(signature)) {
    throw new Error('The resize signer must return a lowercase hex HMAC-SHA1 (40 characters)');
  }
  return signature;
}
