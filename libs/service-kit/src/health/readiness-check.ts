import { applyDecorators, Injectable, type Type } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';

/**
 * Something of the service's OWN that must hold for it to serve: its data loaded, its
 * background worker running. Never a shared downstream (Redis, another service): that is a
 * `DependencyCheck`, reported but never pulling the pod (Kubernetes' guidance: a readiness
 * probe that follows a shared dependency takes every replica out at once).
 */
export interface ReadinessCheck {
  /** Key of the check in the `/health/ready` answer, e.g. 'vanity-dictionary'. */
  readonly name: string;
  /** Resolves when the service can serve; rejects (with a reason) when it cannot. */
  check(): Promise<void>;
}

const discoverable = DiscoveryService.createDecorator();

/** Metadata key the health module looks providers up by. */
export const READINESS_CHECK = discoverable.KEY;

/**
 * Registers an injectable class as a readiness check: every provider of the app carrying this
 * decorator (in any module) runs on `GET /health/ready`, and one failing answers 503. Nest has
 * no multi-providers, so checks are found with the DiscoveryService instead; the provider must
 * be a class provider (not `useFactory`/`useValue`), a default-scoped singleton.
 *
 *   @ReadinessCheckProvider()
 *   export class DictionaryReadiness implements ReadinessCheck { ... }
 */
export function ReadinessCheckProvider(): (target: Type<ReadinessCheck>) => void {
  return applyDecorators(Injectable(), discoverable());
}
