import { requestParsed } from '@bytewire/content-client';
import { Injectable } from '@nestjs/common';
import { VanityConfig } from '../config/vanity-env';
import { cleanDictionary, type CleanDictionary } from './dictionary-entries';

/**
 * The source of truth: `GET {CONTENT_API_URL}/api/neutron/vanity/{site}/dictionary` with the
 * content API key, bounded by CONTENT_API_TIMEOUT_MS, no redirects followed. Rejects with a
 * ContentApiError when the call fails or the answer is not a dictionary.
 */
@Injectable()
export class ContentApiDictionary {
  readonly href: string;

  constructor(private readonly config: VanityConfig) {
    const base = config.contentApiUrl.replace(/\/+$/, '');
    this.href = `${base}/api/neutron/vanity/${encodeURIComponent(config.siteId)}/dictionary`;
  }

  fetch(): Promise<CleanDictionary> {
    return requestParsed(
      {
        href: this.href,
        headers: { 'x-api-key': this.config.contentApiKey },
        timeoutMs: this.config.contentApiTimeoutMs,
        fetchImpl: fetch,
      },
      cleanDictionary,
    );
  }
}
