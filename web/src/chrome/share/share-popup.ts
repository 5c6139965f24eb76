/** The share popup of spec 001 s9: 620x440, centred on the browser window. */
export const SHARE_POPUP_WIDTH = 620;
export const SHARE_POPUP_HEIGHT = 440;

type Screen = Pick<Window, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>;

/** The window.open features of the popup: its size, centred on `view`. */
export function sharePopupFeatures(view: Screen): string {
  const left = Math.max(0, Math.round(view.screenX + (view.outerWidth - SHARE_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(view.screenY + (view.outerHeight - SHARE_POPUP_HEIGHT) / 2));
  return `width=${SHARE_POPUP_WIDTH},height=${SHARE_POPUP_HEIGHT},left=${left},top=${top},resizable=yes,scrollbars=yes`;
}

/**
 * Opens the empty popup at once, inside the click (popup blockers allow only that); the share
 * page is loaded into it once its URL is known (see `showInPopup`). The `noopener` feature
 * would make window.open return null, leaving nothing to load the page into, so the popup's
 * `opener` is cut instead: the same protection, the network's page cannot reach this one.
 * `null` when the browser blocked it.
 */
export function openSharePopup(view: Window = window): Window | null {
  const popup = view.open('', '_blank', sharePopupFeatures(view));
  if (popup) popup.opener = null;
  return popup;
}

/** Loads the share page into the popup, unless the reader has closed it meanwhile. */
export function showInPopup(popup: Window, url: string): void {
  if (!popup.closed) popup.location.replace(url);
}
