/**
 * The contract between the web app's server entry (web/src/entry-server.tsx, built by Vite)
 * and the render service that loads the built bundle and calls it once per page request.
 */
import type { ContentClient } from '@bytewire/content-client';
import type { SiteConfig } from '@bytewire/site';
import type { Writable } from 'node:stream';

/** The client build's entry, from its manifest. */
export interface ClientEntry {
  /** URL of the entry module, e.g. /assets/entry-client-[hash].js. */
  script: string;
  /** URLs of its stylesheets. */
  css: readonly string[];
}

export interface RenderContext {
  /** The server content client: content API URL, API key, timeout. */
  contentClient: ContentClient;
  siteConfig: SiteConfig;
  /** Public origin of the site (canonical links, own-domain links). */
  publicUrl: string;
  clientEntry: ClientEntry;
  /** CSP nonce for the bootstrap and hydration scripts. */
  nonce?: string;
  /** Called with failures worth a log line: 5xx loader errors and render errors. */
  onError?: (error: unknown) => void;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'document';
      status: number;
      headers: Readonly<Record<string, string>>;
      /** Streams the HTML into the writable and ends it. */
      pipe(destination: Writable): void;
      /** Stops a render whose client went away. */
      abort(reason?: unknown): void;
    };

export interface ServerEntry {
  /** Runs the loaders, then streams the document; the status is known when it resolves. */
  render(request: Request, ctx: RenderContext): Promise<RenderResult>;
  /** The error page's own fallback document, for when render itself fails. */
  fallbackDocument(ctx: RenderContext): RenderResult;
}

/** Whether a loaded module has the shape of a server entry (checked when render loads it). */
export function isServerEntry(value: unknown): value is ServerEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { render, fallbackDocument } = value as Partial<ServerEntry>;
  return typeof render === 'function' && typeof fallbackDocument === 'function';
}
