/**
 * What the player reads of an ad server's VAST answer (the video ad request,
 * use-video-ad-request.tsx): its linear creative, the first https MP4 media file, and the
 * Impression tracking URLs fired when the ad starts. https only: anything else would be mixed
 * content on the site, or a tracker the reader's browser should not be sent to in clear.
 */

/** The ad the player can play. */
export interface VastCreative {
  mediaUrl: string;
  impressions: string[];
}

const httpsText = (element: Element): string | undefined => {
  const text = element.textContent?.trim();
  return text?.startsWith('https://') ? text : undefined;
};

function parsed(xml: string, parser: DOMParser): Document | undefined {
  const doc = parser.parseFromString(xml, 'application/xml');
  return doc.getElementsByTagName('parsererror').length > 0 ? undefined : doc;
}

function firstMp4(doc: Document): string | undefined {
  for (const file of Array.from(doc.getElementsByTagName('MediaFile'))) {
    const url = httpsText(file);
    if (file.getAttribute('type') === 'video/mp4' && url) return url;
  }
  return undefined;
}

/** The creative and its impression URLs; undefined when the answer holds no playable MP4. */
export function vastCreative(
  xml: string,
  parser: DOMParser = new DOMParser(),
): VastCreative | undefined {
  const doc = parsed(xml, parser);
  const mediaUrl = doc ? firstMp4(doc) : undefined;
  if (!doc || !mediaUrl) return undefined;
  const impressions = Array.from(doc.getElementsByTagName('Impression')).flatMap(
    (element) => httpsText(element) ?? [],
  );
  return { mediaUrl, impressions: [...new Set(impressions)] };
}
