/**
 * Whether Safari's cross-site tracking prevention stands between the reader and joining the TV
 * guide property (spec 001 s8), whose sign-in runs in the identity provider's third-party frame.
 *
 * Safari, not the browsers that also say "Safari" in their user agent: Chrome and Chromium (on
 * iOS CriOS), Edge (Edg, EdgiOS, EdgA), Firefox on iOS (FxiOS), Opera (OPR, OPT) and Android's
 * browsers. A first-party page cannot read the setting itself. Safari has the Storage Access API
 * (document.hasStorageAccess) exactly where Intelligent Tracking Prevention runs, and there
 * "Prevent cross-site tracking" is on unless the reader turned it off; an older Safari, without
 * the API, does not block the frame's cookies this way.
 */
const OTHER_BROWSERS = /Chrome|Chromium|CriOS|Edg|EdgiOS|EdgA|FxiOS|OPR|OPT\/|Android/;

export function isSafari(userAgent: string): boolean {
  return (
    /Safari\//.test(userAgent) && /Version\//.test(userAgent) && !OTHER_BROWSERS.test(userAgent)
  );
}

interface StorageAccessDocument {
  hasStorageAccess?: () => Promise<boolean>;
}

/**
 * True in Safari with tracking prevention: the API present (and, asked from a frame that has
 * access, Safari would say so). Anything unexpected (the API throwing): no warning.
 */
export async function crossSiteTrackingBlocked(
  userAgent: string,
  doc: StorageAccessDocument,
): Promise<boolean> {
  if (!isSafari(userAgent) || typeof doc.hasStorageAccess !== 'function') return false;
  try {
    // A top-level page is always granted its own storage: then the API's presence decides.
    // Inside a frame, a denial is the blocking itself.
    return window.self !== window.top ? !(await doc.hasStorageAccess()) : true;
  } catch {
    return false;
  }
}
