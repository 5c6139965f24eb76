import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TerminusModule } from '@nestjs/terminus';
import { DependencyChecks } from './dependency-checks';
import { HealthController } from './health.controller';
import { ReadinessChecks } from './readiness-checks';

/**
 * `GET /health/live` and `GET /health/ready` (terminus; the detailed body on the internal
 * listener only, the status alone on the public port), and `dependency_up` (the metrics
 * module's registry, global through the service kit).
 */
@Module({
  imports: [TerminusModule.forRoot({ errorLogStyle: 'json' }), DiscoveryModule],
  controllers: [HealthController],
  providers: [ReadinessChecks, DependencyChecks],
})
export class HealthModule {}
