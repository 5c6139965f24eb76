/**
 * What components need to build resize URLs: the image hosts and a signer. Each entry provides
 * it (entry-server with node:crypto, entry-client with @noble/hashes, from the root data the
 * server sent), so components never import a platform's crypto. Without a provider (or
 * without settings), images fall back to their imageUrl.
 */
import type { ResizeSigner } from '@bytewire/media';
import { createContext, useContext } from 'react';

export interface ImageResize {
  hosts: readonly string[];
  sign: ResizeSigner;
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
