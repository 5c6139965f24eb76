/**
 * Who may ask for OFREP evaluations: the callers' key (EXPERIMENTS_API_KEY) or the admin's,
 * sent as OFREP's two schemes allow, `X-API-Key: <key>` or `Authorization: Bearer <key>`.
 * A GrowthBook SDK client key (SDK_CLIENT_KEYS) is known but public, shipped in apps and pages:
 * it reads the SDK payload and nothing else, so it is a 403 here; anything else, or nothing, a 401.
 */
import { API_KEY_MESSAGE, apiKeyOf, type KeyedRequest, type KeyRole } from '@bytewire/service-kit';
import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import type { ExperimentsKeys } from '../auth/key-guards';

export const CLIENT_KEY_MESSAGE =
  "A GrowthBook SDK client key reads the SDK payload only; OFREP needs the callers' API key";

const BEARER = /^Bearer +(\S+) *$/i;

/** The credential of a request: its one X-API-Key header, else its Bearer token. */
export function credentialOf(request: KeyedRequest): string | undefined {
  const apiKey = apiKeyOf(request);
  if (apiKey !== undefined) return apiKey;
  const authorization = request.headers.authorization;
  return typeof authorization === 'string' ? BEARER.exec(authorization)?.[1] : undefined;
}

/** The role of the request's key; throws the 401 or 403 above when it has none. */
export function ofrepRoleOf(
  request: KeyedRequest,
  keys: ExperimentsKeys,
  clientKeys: ReadonlySet<string>,
): KeyRole {
  const credential = credentialOf(request);
  const role = keys.roleOf(credential);
  if (role !== undefined) return role;
  if (credential !== undefined && clientKeys.has(credential)) {
    throw new ForbiddenException(CLIENT_KEY_MESSAGE);
  }
  throw new UnauthorizedException(API_KEY_MESSAGE);
}
