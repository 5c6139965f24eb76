import { SERVER_LIMITS } from '@bytewire/service-kit';
import type { FastifyRequest } from 'fastify';

/** A form whose fields are not all text: it is no form a page of the site sends. */
export const FORM_FIELDS_MESSAGE = 'Every field of the form must be text';
export const FORM_TOO_LARGE_MESSAGE = 'Request body is too large';

/** The form the newsletter proxy gets, or why the gateway answers instead (a 4xx). */
export type EmailForm =
  | { ok: true; body: string; contentType: string }
  | { ok: false; statusCode: 400 | 413; message: string };

/**
 * Email-a-friend's form as the browser sent it (the gateway parsed it, urlencoded or JSON),
 * urlencoded again for the newsletter proxy, fields in order. Only text fields pass: an array
 * or object value would be written out once per item, and a body within the gateway's limit
 * could grow past the proxy's (which cut the connection: a 502). A form that ends up over the
 * limit is refused here with the proxy's own 413.
 */
export function emailFormOf(request: FastifyRequest): EmailForm | undefined {
  if (typeof request.body !== 'object' || request.body === null) return undefined;
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(request.body as Record<string, unknown>)) {
    if (typeof value !== 'string')
      return { ok: false, statusCode: 400, message: FORM_FIELDS_MESSAGE };
    form.append(name, value);
  }
  const body = form.toString();
  if (Buffer.byteLength(body) > SERVER_LIMITS.bodyLimit) {
    return { ok: false, statusCode: 413, message: FORM_TOO_LARGE_MESSAGE };
  }
  return { ok: true, body, contentType: 'application/x-www-form-urlencoded' };
}
