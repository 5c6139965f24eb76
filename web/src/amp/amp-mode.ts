/**
 * Whether the tree renders an AMP document (see amp-document.tsx). Shared components that
 * would print markup AMP forbids (an `<img>`, upstream HTML, a `<data value>`) read it and
 * print the AMP form instead; everything else renders the same on both.
 */
import { createContext, useContext } from 'react';

export const AmpModeContext = createContext(false);

export function useAmpMode(): boolean {
  return useContext(AmpModeContext);
}
