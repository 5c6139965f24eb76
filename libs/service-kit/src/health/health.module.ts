import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller';
import { ReadinessChecks } from './readiness-checks';

/** `GET /health/live` and `GET /health/ready` (terminus). */
@Module({
  imports: [TerminusModule.forRoot({ errorLogStyle: 'json' }), DiscoveryModule],
  controllers: [HealthController],
  providers: [ReadinessChecks],
})
export class HealthModule {}
