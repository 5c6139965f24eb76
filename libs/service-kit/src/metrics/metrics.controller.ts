import { Controller, Get, Res } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Registry } from 'prom-client';
import { RoutineRoute } from '../logging/routine-route';

@Controller('metrics')
export class MetricsController {
  constructor(private readonly registry: Registry) {}

  /** Prometheus text exposition of this app's registry. */
  @Get()
  @RoutineRoute()
  @ApiExcludeEndpoint()
  async metrics(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    reply.header('content-type', this.registry.contentType);
    return this.registry.metrics();
  }
}
