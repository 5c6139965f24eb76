/**
 * Which sanitiser renders upstream HTML: the server entry provides DOMPurify over a jsdom
 * window (server-sanitiser.ts), the browser entry DOMPurify over the page's window, loaded
 * when first needed, and what the server rendered for hydration (browser-sanitiser.ts). A
 * context rather than an import, so that jsdom never reaches the client bundle and DOMPurify's
 * browser build never runs on the server.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { HtmlSegment, Sanitiser } from './sanitise';

/** A sanitiser that may still be loading (the browser fetches DOMPurify on demand). */
export interface SanitiserSource {
  /** The sanitiser, when it can be used right away. */
  ready(): Sanitiser | undefined;
  /** The sanitiser once loaded; the same promise on every call. */
  load(): Promise<Sanitiser>;
  /**
   * What the server rendered for the SafeHtml of this `useId()`, when it is hydrating that
   * element (browser only: see hydrated-segments.ts).
   */
  hydrated?(id: string): HtmlSegment[] | undefined;
}

const SanitiserContext = createContext<SanitiserSource | null>(null);

export function SanitiserProvider({
  source,
  children,
}: {
  source: SanitiserSource;
  children: ReactNode;
}) {
  return <SanitiserContext.Provider value={source}>{children}</SanitiserContext.Provider>;
}

/** A source whose sanitiser is always ready (the server's). */
export function readySource(sanitiser: Sanitiser): SanitiserSource {
  const loaded = Promise.resolve(sanitiser);
  return { ready: () => sanitiser, load: () => loaded };
}

export function useSanitiserSource(): SanitiserSource {
  const source = useContext(SanitiserContext);
  // Rendering upstream HTML unsanitised is never the fallback.
  if (!source) throw new Error('No sanitiser: render inside a SanitiserProvider');
  return source;
}
