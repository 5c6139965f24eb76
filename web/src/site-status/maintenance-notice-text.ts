/**
 * The maintenance notice's text (render's MAINTENANCE_NOTICE, spec 001 s2: a notice about login
 * and newsletter upgrades): plain text, one line, at most MAINTENANCE_NOTICE_MAX_LENGTH
 * characters. Render validates it at start-up; its server entry checks it again, as any outside
 * input, before it goes into the page's site data (entry-server.tsx): the browser bundle needs
 * none of this.
 */
export const MAINTENANCE_NOTICE_MAX_LENGTH = 300;

/** Control characters (line breaks included) and markup's angle brackets. */
// eslint-disable-next-line no-control-regex
const NOT_PLAIN_TEXT = /[\u0000-\u001f\u007f<>]/;

/** The notice to show, or undefined: none configured, or a value that is not plain text. */
export function maintenanceNoticeText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '' || text.length > MAINTENANCE_NOTICE_MAX_LENGTH) return undefined;
  return NOT_PLAIN_TEXT.test(text) ? undefined : text;
}

/** The notice as the page's site data holds it (SiteInfo.maintenanceNotice): checked, or none. */
export function maintenanceNoticeOf(value: unknown): { maintenanceNotice?: string } {
  const text = maintenanceNoticeText(value);
  return text === undefined ? {} : { maintenanceNotice: text };
}
