/**
 * The device of a request (spec 001 s5 and s9): the rule of @bytewire/site (`setDevice` query
 * parameter, `cdn_device` cookie or its `fly_device` alias, the CDN's device header, else
 * mobile), read from a request.
 */
import {
  chosenDevice,
  DEVICE_COOKIE,
  DEVICE_COOKIE_ALIAS,
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  DEVICE_HEADER,
  DEVICE_QUERY_PARAM,
  deviceFrom,
  isValidDevice,
  type Device,
  type DeviceSources,
} from '@bytewire/site';
import { cookieString, readCookie } from '../browser/cookies';

function sourcesOf(query: URLSearchParams, headers: Headers): DeviceSources {
  const cookies = headers.get('cookie');
  return {
    query,
    cookie: readCookie(cookies, DEVICE_COOKIE),
    aliasCookie: readCookie(cookies, DEVICE_COOKIE_ALIAS),
    header: headers.get(DEVICE_HEADER),
  };
}

export function requestDevice(query: URLSearchParams, headers: Headers): Device {
  return deviceFrom(sourcesOf(query, headers));
}

/**
 * Whether the reader chose the page's device (`setDevice` in the address, or its cookie), read
 * in the browser: a cached page's render knew the device only, not where it came from.
 */
export function deviceChosenHere(win: Window): boolean {
  const cookies = win.document.cookie;
  return (
    chosenDevice({
      query: new URLSearchParams(win.location.search),
      cookie: readCookie(cookies, DEVICE_COOKIE),
      aliasCookie: readCookie(cookies, DEVICE_COOKIE_ALIAS),
    }) !== undefined
  );
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
