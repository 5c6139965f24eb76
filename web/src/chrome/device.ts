/**
 * The device of a request (spec 001 s5 and s9): the `setDevice` query parameter, else the
 * `cdn_device` cookie it set, else the CDN's device header, else mobile. Only mobile, tablet
 * and desktop are devices; anything else is skipped.
 */
import {
  DEFAULT_DEVICE,
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  DEVICE_HEADER,
  DEVICE_QUERY_PARAM,
  isValidDevice,
  type Device,
} from '@bytewire/site';
import { cookieString, readCookie } from './cookies';

export function requestDevice(query: URLSearchParams, headers: Headers): Device {
  const candidates = [
    query.get(DEVICE_QUERY_PARAM),
    readCookie(headers.get('cookie'), DEVICE_COOKIE),
    headers.get(DEVICE_HEADER),
  ];
  return candidates.find(isValidDevice) ?? DEFAULT_DEVICE;
}

/**
 * The Set-Cookie value that keeps a `setDevice` choice for 7 days, with the cookie defaults
 * (SameSite=Lax, Secure, Path=/); undefined when the query sets no valid device.
 */
export function deviceCookieFor(query: URLSearchParams): string | undefined {
  const device = query.get(DEVICE_QUERY_PARAM);
  if (!isValidDevice(device)) return undefined;
  return cookieString(DEVICE_COOKIE, device, { maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS });
}
