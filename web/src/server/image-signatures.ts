/**
 * The signatures of a page's resize URLs, for the browser to hydrate with: it holds no
 * signing key (see images/page-signatures.ts). The server's signer records what it signs while
 * the page renders; when React has written the whole document, the record goes in a JSON
 * script element just before `</body></html>` (server/document-end.ts), where the entry finds
 * it (it hydrates once the document is parsed).
 */
import { rememberingSigner, type ResizeSigner } from '@bytewire/media';
import { nodeHmacSha1Signer } from '@bytewire/media/node';
import { scriptSafeJson } from '../html/script-json';
import { IMAGE_SIGNATURES_ELEMENT_ID } from '../images/page-signatures';

/** The process's signers, by key: a rotation adds one. */
const signers = new Map<string, ResizeSigner>();

/**
 * The HMAC signer of `signingKey`, remembering its signatures across renders (the same images
 * at the same sizes on every render of a page).
 */
export function processSigner(signingKey: string): ResizeSigner {
  let signer = signers.get(signingKey);
  if (signer === undefined) {
    signer = rememberingSigner(nodeHmacSha1Signer(signingKey));
    // Keys change only on rotation: the old one's signer is dropped with the rest.
    if (signers.size >= 4) signers.clear();
    signers.set(signingKey, signer);
  }
  return signer;
}

/** A signer that keeps every signature it gave, by signed string. */
export class RecordedSignatures {
  private readonly signatures = new Map<string, string>();

  constructor(private readonly signer: ResizeSigner) {}

  readonly sign = (signedString: string): string => {
    let signature = this.signatures.get(signedString);
    if (signature === undefined) {
      signature = this.signer(signedString);
      this.signatures.set(signedString, signature);
    }
    return signature;
  };

  /** The script element of the record; empty when nothing was signed. */
  scriptElement(): string {
    if (this.signatures.size === 0) return '';
    const json = scriptSafeJson(Object.fromEntries(this.signatures));
    return `<script type="application/json" id="${IMAGE_SIGNATURES_ELEMENT_ID}">${json}</script>`;
  }
}
