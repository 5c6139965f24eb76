/** Device detection (spec 001 s5 and s9). */
export const DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];
export const DEFAULT_DEVICE: Device = 'mobile';
/** Tablets from 768 px, desktops from 1024 px; narrower is mobile. */
export const TABLET_MIN_WIDTH = 768;
export const DESKTOP_MIN_WIDTH = 1024;
export const DEVICE_QUERY_PARAM = 'setDevice';
export const DEVICE_COOKIE = 'cdn_device';
/** The spec's other name for the device cookie ("cdn_device (also fly_device)"), read after it. */
export const DEVICE_COOKIE_ALIAS = 'fly_device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 604800;
/** The spec says "a device header" without a name: the one the CDN sets. */
export const DEVICE_HEADER = 'x-device';
export const DEVICE_RESIZE_DEBOUNCE_MS = 200;

export function isValidDevice(value: unknown): value is Device {
  return typeof value === 'string' && (DEVICES as readonly string[]).includes(value);
}

/** Where a request's device may come from; each value as received, unchecked. */
export interface DeviceSources {
  /** The request's query parameters (DEVICE_QUERY_PARAM is read). */
  query: URLSearchParams;
  /** The value of the DEVICE_COOKIE cookie. */
  cookie?: string | null;
  /** The value of the DEVICE_COOKIE_ALIAS cookie. */
  aliasCookie?: string | null;
  /** The value of the DEVICE_HEADER header. */
  header?: string | null;
}

/**
 * The device of a request (spec 001 s5 and s9): the `setDevice` query parameter, else the
 * `cdn_device` cookie it set, else its `fly_device` alias, else the CDN's device header, else
 * mobile; only valid devices count. One rule for the web app and the gateway.
 */
export function deviceFrom(sources: DeviceSources): Device {
  return chosenDevice(sources) ?? (isValidDevice(sources.header) ? sources.header : DEFAULT_DEVICE);
}

/**
 * The device the reader chose (the `setDevice` parameter or the cookie it set), if any: the
 * browser keeps it until a resize, where it would otherwise follow the window's width.
 */
export function chosenDevice({ query, cookie, aliasCookie }: DeviceSources): Device | undefined {
  return [query.get(DEVICE_QUERY_PARAM), cookie, aliasCookie].find(isValidDevice);
}

/** The device of a viewport width: mobile below 768, tablet below 1024, else desktop. */
export function deviceForWidth(width: number): Device {
  if (width >= DESKTOP_MIN_WIDTH) return 'desktop';
  if (width >= TABLET_MIN_WIDTH) return 'tablet';
  return 'mobile';
}
