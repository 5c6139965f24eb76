/**
 * What components need to build resize URLs: the image hosts and the signatures. Each entry
 * provides it: entry-server signs with node:crypto (and records what it signed, for the
 * browser to hydrate with: server/image-signatures.ts); entry-client has those signatures and
 * no key, and sends any other image through the site's signing redirect. Components never
 * import a platform's crypto. Without a provider (or without settings), images fall back to
 * their imageUrl.
 */
import { createContext, useContext } from 'react';

export interface ImageResize {
  hosts: readonly string[];
  /** The signature of a signed string; undefined when this side has none for it. */
  sign: (signedString: string) => string | undefined;
  /** The URL of a signed string `sign` has no signature for (the browser's signing redirect). */
  unsignedUrl?: (signedString: string) => string;
  /**
   * Told of a size key with no configuration and of a resize URL that could not be built
   * (spec 000 s8: logged warnings only; the image then falls back to its imageUrl).
   */
  warn?: (message: string, details: Readonly<Record<string, unknown>>) => void;
}

export const ImageResizeContext = createContext<ImageResize | null>(null);

export function useImageResize(): ImageResize | null {
  return useContext(ImageResizeContext);
}
