import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import {
  HealthIndicatorService,
  type HealthIndicatorFunction,
  type HealthIndicatorResult,
} from '@nestjs/terminus';
import { READINESS_CHECK, type ReadinessCheck } from './readiness-check';

/** A check that does not settle in this time counts as failed, so the probe never hangs. */
export const READINESS_CHECK_TIMEOUT_MS = 5000;

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function settleWithin(check: ReadinessCheck, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([check.check(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The app's readiness checks (see `ReadinessCheckProvider`) as terminus indicators. */
@Injectable()
export class ReadinessChecks implements OnModuleInit {
  private checks: ReadinessCheck[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly indicatorService: HealthIndicatorService,
  ) {}

  onModuleInit(): void {
    this.checks = this.discovery
      .getProviders({ metadataKey: READINESS_CHECK })
      .map((wrapper) => wrapper.instance as ReadinessCheck | undefined)
      .filter((check): check is ReadinessCheck => check !== undefined);
  }

  asIndicators(): HealthIndicatorFunction[] {
    return this.checks.map((check) => () => this.run(check));
  }

  private async run(check: ReadinessCheck): Promise<HealthIndicatorResult> {
    const indicator = this.indicatorService.check(check.name);
    try {
      await settleWithin(check, READINESS_CHECK_TIMEOUT_MS);
      return indicator.up();
    } catch (error) {
      return indicator.down({ message: reasonOf(error) });
    }
  }
}
