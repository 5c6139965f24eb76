import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, type HealthCheckResult } from '@nestjs/terminus';
import { DependencyChecks, type DependencyStatus } from './dependency-checks';
import { ReadinessChecks } from './readiness-checks';

/** `/health/ready`'s answer: terminus' result of the readiness checks, and the dependencies. */
export type ReadinessAnswer = HealthCheckResult & {
  dependencies: Record<string, DependencyStatus>;
};

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly readiness: ReadinessChecks,
    private readonly dependencies: DependencyChecks,
  ) {}

  /** Liveness: the process runs and its event loop answers. Never looks at dependencies. */
  @Get('live')
  @HealthCheck()
  live(): Promise<HealthCheckResult> {
    return this.health.check([]);
  }

  /**
   * Readiness: every readiness check (the service's own state) passes; 503 naming the failing
   * ones otherwise. `dependencies` reports the downstreams' latest state, whatever the status.
   */
  @Get('ready')
  @HealthCheck()
  async ready(): Promise<ReadinessAnswer> {
    const dependencies = this.dependencies.report();
    try {
      return { ...(await this.health.check(this.readiness.asIndicators())), dependencies };
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      throw new ServiceUnavailableException({ ...(error.getResponse() as object), dependencies });
    }
  }
}
