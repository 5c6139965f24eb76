/**
 * The contextual ad's request for an article (spec 001 s7, s9): the site's account, the
 * container to draw in, spec 001 s9's 300x300 size and the page's URL, which the partner reads
 * for the context it matches ads to. Pushed onto the script's queue (partner-globals.ts).
 */
import { CONTEXTUAL_AD_SIZE } from '../ad-constants';

export interface ContextualAdRequest {
  siteId: string;
  /** The container's element id. */
  container: string;
  width: number;
  height: number;
  pageUrl: string;
}

export function contextualAdRequest(
  siteId: string,
  containerId: string,
  pageUrl: string,
): ContextualAdRequest {
  const [width, height] = CONTEXTUAL_AD_SIZE;
  return { siteId, container: containerId, width, height, pageUrl };
}
