import { DEVICE_HEADER, EDITION_HEADER, REGION_HEADER } from '@bytewire/site';

/**
 * What render needs of the browser's request for a page; nothing else is passed on. The cookie
 * carries the preferred edition and device; the edition, device and region headers are the
 * CDN's (spec 001 s1, s4 and s9), validated by render. The vanity headers (x-vanity-path,
 * x-vanity-not-found) and the decision's (x-ab-state, x-feature-flags) are the gateway's own: a
 * client's never reaches render.
 */
export const PAGE_HEADERS = [
  'accept-language',
  'user-agent',
  'cookie',
  EDITION_HEADER,
  DEVICE_HEADER,
  REGION_HEADER,
] as const;
