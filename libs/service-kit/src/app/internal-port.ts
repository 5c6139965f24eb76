/** The internal port's distance from the public one when INTERNAL_PORT is unset: 3000 → 9000. */
export const INTERNAL_PORT_OFFSET = 6000;

/**
 * The port of the internal listener (`/metrics`, `/openapi.*`, the detailed health): INTERNAL_PORT,
 * else the public port + 6000. Throws, naming the variable, when the result cannot be used.
 */
export function internalPortOf(publicPort: number, configured: number | undefined): number {
  const port = configured ?? publicPort + INTERNAL_PORT_OFFSET;
  if (configured === undefined && port > 65535) {
    throw new Error(
      `Invalid environment: INTERNAL_PORT is required when PORT is above ${65535 - INTERNAL_PORT_OFFSET}`,
    );
  }
  if (port === publicPort) {
    throw new Error('Invalid environment: INTERNAL_PORT must differ from PORT');
  }
  return port;
}
