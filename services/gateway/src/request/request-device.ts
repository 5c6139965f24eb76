import {
  DEFAULT_DEVICE,
  DEVICE_COOKIE,
  DEVICE_HEADER,
  DEVICE_QUERY_PARAM,
  isValidDevice,
  type Device,
} from '@bytewire/site';
import type { FastifyRequest } from 'fastify';

/**
 * The request's device by the web app's rule (web/src/chrome/device.ts): the `setDevice`
 * query parameter, else the `cdn_device` cookie, else the CDN's device header, else mobile;
 * only valid devices count. The device render will lay the page out for.
 */
export function requestDevice(
  request: FastifyRequest,
  query: URLSearchParams,
  cookies: Readonly<Record<string, string>>,
): Device {
  const header = request.headers[DEVICE_HEADER];
  const candidates = [
    query.get(DEVICE_QUERY_PARAM),
    cookies[DEVICE_COOKIE],
    Array.isArray(header) ? header[0] : header,
  ];
  return candidates.find(isValidDevice) ?? DEFAULT_DEVICE;
}
