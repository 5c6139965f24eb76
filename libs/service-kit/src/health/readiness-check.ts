import { applyDecorators, Injectable, type Type } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';

/** A dependency the service needs to serve requests (an upstream, Redis, ...). */
export interface ReadinessCheck {
  /** Key of the check in the `/health/ready` answer, e.g. 'render'. */
  readonly name: string;
  /** Resolves when the dependency is usable; rejects (with a reason) when it is not. */
  check(): Promise<void>;
}

const discoverable = DiscoveryService.createDecorator();

/** Metadata key the health module looks providers up by. */
export const READINESS_CHECK = discoverable.KEY;

/**
 * Registers an injectable class as a readiness check: every provider of the app carrying this
 * decorator (in any module) runs on `GET /health/ready`. Nest has no multi-providers, so
 * checks are found with the DiscoveryService instead; the provider must be a class provider
 * (not `useFactory`/`useValue`), a default-scoped singleton.
 *
 *   @ReadinessCheckProvider()
 *   export class RedisReadiness implements ReadinessCheck { ... }
 */
export function ReadinessCheckProvider(): (target: Type<ReadinessCheck>) => void {
  return applyDecorators(Injectable(), discoverable());
}
