/** Renders a path through the server entry, as the render service does, and reads the HTML. */
import { ContentApiError, type ContentClient } from '@bytewire/content-client';
import { parsePageResponse } from '@bytewire/contracts';
import type { RenderContext } from '@bytewire/ssr-contract';
import { render } from '../../src/entry-server';

export interface Rendered {
  status: number;
  location?: string;
  html: string;
  /** The document's headers (none for a redirect). */
  headers: Readonly<Record<string, string>>;
}

export const CLIENT_ENTRY = {
  script: '/assets/entry-client-abc.js',
  css: ['/assets/entry-client-abc.css'],
};

/** Image settings of the test renders: one https host, a fixed signing key. */
export const IMAGES = {
  hosts: ['https://images.bytewire.example'],
  signingKey: 'web-test-image-key-0123',
};

export async function renderPath(
  path: string,
  contentClient: ContentClient,
  extra: Partial<RenderContext> = {},
  /** The request's headers as the gateway sends them (a cookie, forwarded flags...). */
  headers: Record<string, string> = {},
): Promise<Rendered> {
  const result = await render(new Request(`http://render.internal${path}`, { headers }), {
    contentClient,
    siteConfig: { siteId: 'bytewire', publicationName: 'Bytewire' },
    publicUrl: 'https://www.bytewire.example',
    clientEntry: CLIENT_ENTRY,
    images: IMAGES,
    onError: () => undefined,
    ...extra,
  });
  if (result.kind === 'redirect')
    return { status: result.status, location: result.location, html: '', headers: {} };
  return { status: result.status, html: result.html, headers: result.headers };
}

/** A content client answering from fixtures by `type/slug`; anything else is a 404. */
export function fixtureClient(pages: Record<string, unknown>): ContentClient & {
  requests: Parameters<ContentClient['getPage']>[0][];
} {
  const requests: Parameters<ContentClient['getPage']>[0][] = [];
  return {
    requests,
    async getPage(request) {
      requests.push(request);
      const found = pages[`${request.type}/${request.slug}`];
      if (found instanceof Error) throw found;
      if (!found) {
        throw new ContentApiError('not-found', 'API responded with 404', request.slug, 404);
      }
      // Checked and cleaned as the real content client does where the answer enters.
      return parsePageResponse({ data: structuredClone(found) }).data;
    },
  };
}
