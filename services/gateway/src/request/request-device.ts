import { DEVICE_COOKIE, DEVICE_HEADER, deviceFrom, type Device } from '@bytewire/site';
import type { FastifyRequest } from 'fastify';

/**
 * The request's device by the web app's rule (`deviceFrom` of @bytewire/site: the `setDevice`
 * query parameter, the `cdn_device` cookie, the CDN's device header, else mobile): the device
 * render will lay the page out for.
 */
export function requestDevice(
  request: FastifyRequest,
  query: URLSearchParams,
  cookies: Readonly<Record<string, string>>,
): Device {
  const header = request.headers[DEVICE_HEADER];
  return deviceFrom({
    query,
    cookie: cookies[DEVICE_COOKIE],
    header: Array.isArray(header) ? header[0] : header,
  });
}
