/**
 * OAuth and OpenID Connect parameters a reader's address carries back from the identity
 * provider (`/auth/callback/?code=…&state=…`): never passed to another service, never logged.
 */
export const CREDENTIAL_QUERY_PARAMS = [
  'code',
  'state',
  'session_state',
  'id_token',
  'access_token',
  'refresh_token',
] as const;
