import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccessTokens, RefusedToken } from './access-tokens';
import { TOKEN_REQUIRED_MESSAGE } from './auth-messages';
import type { Reader } from './reader';

/** A token longer than this is not one of the provider's. */
const MAX_TOKEN_LENGTH = 8192;

type ReaderRequest = FastifyRequest & { reader?: Reader };

/** The token of `Authorization: Bearer <token>`, or undefined (absent, repeated, other scheme). */
function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header);
  return match && match[1]!.length <= MAX_TOKEN_LENGTH ? match[1] : undefined;
}

/**
 * Routes for the signed-in reader only: a valid access token or 401, with the RFC 6750
 * `WWW-Authenticate` header saying why. The reader is then the token's subject, and only that.
 */
@Injectable()
export class ReaderGuard implements CanActivate {
  constructor(private readonly tokens: AccessTokens) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<ReaderRequest>();
    const reply = http.getResponse<FastifyReply>();
    try {
      const token = bearerOf(request);
      if (!token) throw new RefusedToken(TOKEN_REQUIRED_MESSAGE, 'invalid_request');
      request.reader = { ...(await this.tokens.verify(token)), accessToken: token };
      return true;
    } catch (error) {
      if (error instanceof RefusedToken) {
        void reply.header(
          'www-authenticate',
          `Bearer error="${error.bearerError}", error_description="${error.message}"`,
        );
        request.log.info({ reason: error.message }, 'access token refused');
      }
      throw error;
    }
  }
}

/** The reader the guard let through (a programming error on a route without the guard). */
export function readerOf(request: FastifyRequest): Reader {
  const reader = (request as ReaderRequest).reader;
  if (!reader) throw new Error('a reader asked for on a route without ReaderGuard');
  return reader;
}
