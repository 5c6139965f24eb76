/**
 * What the player reads of an ad server's VAST answer (the video ad request,
 * use-video-ad-request.tsx): its linear creative, the first https MP4 media file.
 */
/** The linear creative of a VAST answer: its first MP4 media file, if any. */
export function vastMediaFile(
  xml: string,
  parser: DOMParser = new DOMParser(),
): string | undefined {
  const doc = parser.parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) return undefined;
  for (const file of Array.from(doc.getElementsByTagName('MediaFile'))) {
    const url = file.textContent?.trim();
    if (file.getAttribute('type') === 'video/mp4' && url?.startsWith('https://')) return url;
  }
  return undefined;
}
