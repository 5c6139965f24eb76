import type { DiscoveryService } from '@nestjs/core';
import type { ReadinessCheck } from './readiness-check';

/** The instances of every provider of the app marked with `metadataKey` (see the decorators). */
export function discoverChecks(discovery: DiscoveryService, metadataKey: string): ReadinessCheck[] {
  return discovery
    .getProviders({ metadataKey })
    .map((wrapper) => wrapper.instance as ReadinessCheck | undefined)
    .filter((check): check is ReadinessCheck => check !== undefined);
}
