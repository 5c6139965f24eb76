/**
 * HMAC-SHA1 for resize URLs in the browser (spec 000 s7). Web Crypto only signs
 * asynchronously, and a component renders synchronously, so this uses @noble/hashes (audited,
 * no dependencies, a few KB). The server signs with node:crypto (`nodeHmacSha1Signer`); both
 * give the same lowercase hex, so hydration sees the URLs the server wrote.
 */
import type { ResizeSigner } from '@bytewire/media';
import { hmac } from '@noble/hashes/hmac.js';
import { sha1 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export function browserHmacSha1Signer(secret: string): ResizeSigner {
  // The same refusal as the Node signer: an empty key would sign with a value anyone knows.
  if (secret.length === 0) throw new Error('The image resize secret must not be empty');
  const key = utf8ToBytes(secret);
  return (message) => bytesToHex(hmac(sha1, key, utf8ToBytes(message)));
}
