/**
 * The browser's side of resize URLs: it holds no signing key. Hydration uses the signatures
 * the server wrote into the document (server/image-signatures.ts), so that it prints the URLs
 * the server printed; an image the server did not sign (a client-side navigation) loads
 * through the site's signing redirect, which answers with its signed URL (render, behind the
 * gateway: only for the sizes the site uses).
 */
import { SIGN_REDIRECT_PREFIX } from '@bytewire/media';
import type { ImageResize } from './image-resize';

/** The id of the `<script type="application/json">` holding the page's signatures. */
export const IMAGE_SIGNATURES_ELEMENT_ID = 'image-signatures';

const SIGNATURE = /^[0-9a-f]{40}$/;

/** Signed string → signature, from the document; empty when there is none or it is malformed. */
export function pageSignatures(doc: Document): ReadonlyMap<string, string> {
  const text = doc.getElementById(IMAGE_SIGNATURES_ELEMENT_ID)?.textContent;
  if (!text) return new Map();
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return new Map();
    return new Map(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && SIGNATURE.test(entry[1]),
      ),
    );
  } catch {
    return new Map();
  }
}

/** The browser's image settings: the server's signatures, else the signing redirect. */
export function browserImageResize(
  hosts: readonly string[],
  signatures: ReadonlyMap<string, string>,
): ImageResize {
  return {
    hosts,
    sign: (signedString) => signatures.get(signedString),
    unsignedUrl: (signedString) => `${SIGN_REDIRECT_PREFIX}${signedString}`,
    warn: (message, details) => console.warn(message, details),
  };
}
