/** Node-only HMAC-SHA1 signer for resize URLs (spec 000 s7); browsers inject their own. */
import { createHmac } from 'node:crypto';
import type { ResizeSigner } from './image/signature';

export function nodeHmacSha1Signer(secret: string | Uint8Array): ResizeSigner {
  // An empty key signs with a value anyone can reproduce: refuse it at start-up.
  if (secret.length === 0) throw new Error('The image resize secret must not be empty');
  return (message) => createHmac('sha1', secret).update(message, 'utf8').digest('hex');
}
