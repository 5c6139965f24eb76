/**
 * The operators' view of the warm queue: bull-board (a well-kept BullMQ dashboard) at /queues,
 * behind HTTP basic authentication (WARM_DASHBOARD_USER and WARM_DASHBOARD_PASSWORD, compared
 * in constant time). Not mounted without a password. Operators can inspect, retry and remove
 * jobs there; failed jobs are kept for that.
 */
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { KeyMatcher } from '@bytewire/service-kit';
import basicAuth from '@fastify/basic-auth';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { WarmerConfig } from '../config/warmer-config';
import { WarmQueue } from '../warm/warm-queue';

export const DASHBOARD_PATH = '/queues';
export const DASHBOARD_REALM = 'Bytewire page warmer';
/** The dashboard's API answer while the queue's Redis is out of reach. */
export const QUEUE_UNAVAILABLE_MESSAGE =
  'The warm queue (Redis) cannot be reached now; try again later';
/** How long the API waits for the queue's connection before answering 503. */
const QUEUE_CONNECTION_WAIT_MS = 500;

@Injectable()
export class QueueDashboard implements OnApplicationBootstrap {
  private readonly logger = new Logger(QueueDashboard.name);

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly config: WarmerConfig,
    private readonly warmQueue: WarmQueue,
  ) {}

  onApplicationBootstrap(): void {
    const { dashboard } = this.config;
    if (!dashboard) {
      this.logger.log('no WARM_DASHBOARD_PASSWORD: the queue dashboard is not mounted');
      return;
    }
    const user = new KeyMatcher(dashboard.user);
    const password = new KeyMatcher(dashboard.password);
    const board = new FastifyAdapter();
    createBullBoard({
      queues: [new BullMQAdapter(this.warmQueue.queue)],
      serverAdapter: board,
      options: { uiConfig: { boardTitle: DASHBOARD_REALM } },
    });
    board.setBasePath(DASHBOARD_PATH);
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    void fastify.register(async (scope) => {
      await scope.register(basicAuth, {
        authenticate: { realm: DASHBOARD_REALM },
        validate: async (givenUser, givenPassword) => {
          // Both compared whatever the first says: the time taken tells nothing.
          const userOk = user.matches(givenUser);
          const passwordOk = password.matches(givenPassword);
          if (!userOk || !passwordOk) return new Error('Unauthorized');
        },
      });
      scope.addHook('onRequest', scope.basicAuth);
      // BullMQ's connection queues commands while Redis is down, so the board's API calls would
      // hang: they answer 503 at once instead (the page itself loads and shows the error).
      scope.addHook('preHandler', async (request, reply) => {
        if (!request.url.startsWith(`${DASHBOARD_PATH}/api/`)) return;
        if (await this.queueReachable()) return;
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .send({ statusCode: 503, message: QUEUE_UNAVAILABLE_MESSAGE });
      });
      // setBasePath above tells the board its path; the prefix mounts it there.
      await scope.register(board.registerPlugin(), { prefix: DASHBOARD_PATH });
    });
  }

  /** Whether the queue's Redis connection is up (its client ready within a short wait). */
  private async queueReachable(): Promise<boolean> {
    const wait = new Promise<undefined>((resolve) => {
      setTimeout(() => resolve(undefined), QUEUE_CONNECTION_WAIT_MS).unref();
    });
    const client = await Promise.race([this.warmQueue.queue.backend.client, wait]).catch(
      () => undefined,
    );
    return client?.status === 'ready';
  }
}
