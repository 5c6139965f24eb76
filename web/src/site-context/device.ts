/**
 * The device of a request (spec 001 s5 and s9): the rule of @bytewire/site (`setDevice` query
 * parameter, `cdn_device` cookie, the CDN's device header, else mobile), read from a request.
 */
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  DEVICE_HEADER,
  DEVICE_QUERY_PARAM,
  deviceFrom,
  isValidDevice,
  type Device,
} from '@bytewire/site';
import { cookieString, readCookie } from '../browser/cookies';

export function requestDevice(query: URLSearchParams, headers: Headers): Device {
  return deviceFrom({
    query,
    cookie: readCookie(headers.get('cookie'), DEVICE_COOKIE),
    header: headers.get(DEVICE_HEADER),
  });
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
