import { ForbiddenException, HttpException, ServiceUnavailableException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieToken, newToken, tokenCookie, tokensMatch } from './form-token';

/**
 * The steps the proxy's reader forms (email-a-friend, contact) share: one double-submit token
 * cookie per visitor, posts from the page's script only, and Redis failing as a 503.
 */
export const XHR_ONLY_MESSAGE = 'This form is sent by its page only';
export const FORM_EXPIRED_MESSAGE = 'The form has expired. Please reload the page.';

/** Sets the visitor's token cookie unless the request has one already. */
export function giveTokenCookie(request: FastifyRequest, reply: FastifyReply, secure: boolean) {
  if (!cookieToken(request.headers.cookie)) {
    void reply.header('set-cookie', tokenCookie(newToken(), secure));
  }
}

/**
 * The posted body of a form sent by its page (X-Requested-With, else a 403), and the token
 * its posted `tokenField` matched (else a 403: the form has expired).
 */
export function checkedFormPost(
  request: FastifyRequest,
  tokenField: string,
): { body: Record<string, unknown>; token: string } {
  if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
    throw new ForbiddenException(XHR_ONLY_MESSAGE);
  }
  const body = (
    typeof request.body === 'object' && request.body !== null ? request.body : {}
  ) as Record<string, unknown>;
  const token = cookieToken(request.headers.cookie);
  if (!token || !tokensMatch(token, body[tokenField])) {
    throw new ForbiddenException(FORM_EXPIRED_MESSAGE);
  }
  return { body, token };
}

/**
 * Runs a step that needs Redis: Redis failing is a 503 with `unavailable` (never a 500), logged
 * as `logMessage`; the rest as thrown.
 */
export async function redisOr503<T>(
  request: FastifyRequest,
  messages: { unavailable: string; logMessage: string },
  step: () => Promise<T>,
): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof HttpException) throw error;
    request.log.warn({ err: error }, messages.logMessage);
    throw new ServiceUnavailableException(messages.unavailable, { cause: error });
  }
}
