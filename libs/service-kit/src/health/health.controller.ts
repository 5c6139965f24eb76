import { Controller, Get, HttpStatus, Req, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, type HealthCheckResult } from '@nestjs/terminus';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isInternalRequest } from '../app/internal-request';
import { RoutineRoute } from '../logging/routine-route';
import { DependencyChecks, type DependencyStatus } from './dependency-checks';
import { PUBLIC_HEALTH_ERROR, PUBLIC_HEALTH_OK, type PublicHealthAnswer } from './public-health';
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

  /**
   * Liveness: the process runs and its event loop answers. Never looks at dependencies. The
   * public port answers the status alone (public-health.ts); terminus' body is internal.
   */
  @Get('live')
  @RoutineRoute()
  @HealthCheck()
  async live(@Req() request: FastifyRequest): Promise<HealthCheckResult | PublicHealthAnswer> {
    const result = await this.health.check([]);
    return isInternalRequest(request) ? result : PUBLIC_HEALTH_OK;
  }

  /**
   * Readiness: every readiness check (the service's own state) passes; 503 naming the failing
   * ones otherwise. `dependencies` reports the downstreams' latest state, whatever the status.
   * The public port answers the same status with `{ status: 'ok' | 'error' }` only.
   */
  @Get('ready')
  @RoutineRoute()
  @HealthCheck()
  async ready(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ReadinessAnswer | PublicHealthAnswer> {
    const internal = isInternalRequest(request);
    const dependencies = this.dependencies.report();
    try {
      const result = await this.health.check(this.readiness.asIndicators());
      return internal ? { ...result, dependencies } : PUBLIC_HEALTH_OK;
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      if (!internal) {
        // Set here rather than thrown: the app's error filter would reshape a thrown body.
        void reply.status(HttpStatus.SERVICE_UNAVAILABLE);
        return PUBLIC_HEALTH_ERROR;
      }
      throw new ServiceUnavailableException({ ...(error.getResponse() as object), dependencies });
    }
  }
}
