import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import {
  HealthIndicatorService,
  type HealthIndicatorFunction,
  type HealthIndicatorResult,
} from '@nestjs/terminus';
import { runCheck } from './check-outcome';
import { discoverChecks } from './discover-checks';
import { READINESS_CHECK, type ReadinessCheck } from './readiness-check';

/** A check that does not settle in this time counts as failed, so the probe never hangs. */
export const READINESS_CHECK_TIMEOUT_MS = 5000;

/** The app's readiness checks (see `ReadinessCheckProvider`) as terminus indicators. */
@Injectable()
export class ReadinessChecks implements OnModuleInit {
  private checks: ReadinessCheck[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly indicatorService: HealthIndicatorService,
  ) {}

  onModuleInit(): void {
    this.checks = discoverChecks(this.discovery, READINESS_CHECK);
  }

  asIndicators(): HealthIndicatorFunction[] {
    return this.checks.map((check) => () => this.run(check));
  }

  private async run(check: ReadinessCheck): Promise<HealthIndicatorResult> {
    const indicator = this.indicatorService.check(check.name);
    const outcome = await runCheck(check, READINESS_CHECK_TIMEOUT_MS);
    return outcome.status === 'up' ? indicator.up() : indicator.down({ message: outcome.message });
  }
}
