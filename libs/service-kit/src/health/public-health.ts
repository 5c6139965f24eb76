/**
 * What the public port says of the service's health: the status alone, enough for a load
 * balancer's probe. Checks, their messages and the dependencies are told on the internal
 * listener only (see app/internal-only-routes.ts).
 */
export type PublicHealthAnswer = { status: 'ok' } | { status: 'error' };

export const PUBLIC_HEALTH_OK: PublicHealthAnswer = { status: 'ok' };
export const PUBLIC_HEALTH_ERROR: PublicHealthAnswer = { status: 'error' };
