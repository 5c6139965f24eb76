/** Node-only entry (`@bytewire/media/node`): uses node:crypto, so never import it in the browser. */
export { nodeHmacSha1Signer } from './node-signer';
export { timingSafeEqualHex } from './node-compare';
