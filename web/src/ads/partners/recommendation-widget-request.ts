/**
 * The recommendation widget's request for an article (spec 001 s7): the publisher's account,
 * the container below the article it fills, and the page's URL, which the partner reads to
 * pick what to recommend. Pushed onto the script's queue (partner-globals.ts).
 */
export interface RecommendationWidgetRequest {
  publisherId: string;
  /** The container's element id. */
  container: string;
  pageUrl: string;
}

export function recommendationWidgetRequest(
  publisherId: string,
  containerId: string,
  pageUrl: string,
): RecommendationWidgetRequest {
  return { publisherId, container: containerId, pageUrl };
}
