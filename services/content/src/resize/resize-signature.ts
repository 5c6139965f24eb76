/**
 * The guard of the resize endpoint: its URLs are signed (spec 000 s7), so only the sizes the
 * site's pages ask for get made. The signature covers the raw request target after
 * `/resize/{signature}`, exactly as it arrived (path and query, not decoded).
 */
import { parseResizeTarget, verifyResizeSignature, type ResizeSigner } from '@bytewire/media';
import { nodeHmacSha1Signer, timingSafeEqualHex } from '@bytewire/media/node';
import { ForbiddenException, Injectable } from '@nestjs/common';
import { ContentConfig } from '../config/environment';

export const MISSING_SIGNATURE =
  'A resize URL needs a signature: /resize/{40 hex characters}{path}?{sorted params}';
export const BAD_SIGNATURE = 'The signature of this resize URL is not valid';

/** A verified target: the encoded path and the raw query (no '?'). */
export interface SignedTarget {
  encodedPath: string;
  rawQuery: string;
}

@Injectable()
export class ResizeSignature {
  private readonly sign: ResizeSigner;

  constructor(config: ContentConfig) {
    this.sign = nodeHmacSha1Signer(config.imageSigningKey);
  }

  /** The signed parts of a raw request target; a 403 when it is unsigned or wrongly signed. */
  verify(rawTarget: string): SignedTarget {
    const target = parseResizeTarget(rawTarget);
    if (target === undefined) throw new ForbiddenException(MISSING_SIGNATURE);
    if (
      !verifyResizeSignature(target.signedString, target.signature, this.sign, timingSafeEqualHex)
    ) {
      throw new ForbiddenException(BAD_SIGNATURE);
    }
    const queryStart = target.signedString.indexOf('?');
    return queryStart === -1
      ? { encodedPath: target.signedString, rawQuery: '' }
      : {
          encodedPath: target.signedString.slice(0, queryStart),
          rawQuery: target.signedString.slice(queryStart + 1),
        };
  }
}
