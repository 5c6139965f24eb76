import { applyDecorators, Injectable, type Type } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { ReadinessCheck } from './readiness-check';

/**
 * A shared downstream the service calls (Redis, another service): the same shape as a
 * readiness check, but only reported, in `/health/ready`'s `dependencies` and as
 * `dependency_up{dependency}`; its failure never makes the service unready. `name` is the
 * metric's label: keep it to a fixed set (e.g. 'render', 'redis').
 */
export type DependencyCheck = ReadinessCheck;

const discoverable = DiscoveryService.createDecorator();

/** Metadata key the health module looks dependency checks up by. */
export const DEPENDENCY_CHECK = discoverable.KEY;

/**
 * Registers an injectable class as a dependency check (see `DependencyCheck`), found like
 * `ReadinessCheckProvider`'s checks: a class provider, default-scoped singleton, in any module.
 *
 *   @DependencyCheckProvider()
 *   export class RedisDependency implements DependencyCheck { ... }
 */
export function DependencyCheckProvider(): (target: Type<DependencyCheck>) => void {
  return applyDecorators(Injectable(), discoverable());
}
