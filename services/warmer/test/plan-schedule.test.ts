/**
 * The plan's schedule survives an emptied Redis (issue 26): after FLUSHALL of a redis-server
 * of the test's own, the keeper's next check registers the plan's scheduler again and the
 * plan runs again (warmer_planned_total moves) with no restart. The warmer says so when its
 * plan stops: PlanReadiness fails once the plan has not run for 3 intervals (Redis answering),
 * or while its worker is not running. On one redis-server of its own whatever REDIS_URL says (it
 * empties it): not a suite of the Redis Cluster run.
 */
import { RENDER_BUILD_HEADER } from '@bytewire/page-cache';
import type { JobSchedulerKeeper } from '@bytewire/service-kit';
import { createServiceApp, internalHandler } from '@bytewire/service-kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { PlanReadiness } from '../src/health/plan-readiness';
import { PLAN_JOB, WarmQueue } from '../src/warm/warm-queue';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function until(check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function planned(metrics: string): number {
  const line = metrics.split('\n').find((row) => /^warmer_planned_total[{ ]/.test(row));
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('the plan after FLUSHALL', () => {
  let server: ChildProcess;
  let redis: Redis;
  let app: NestFastifyApplication;
  let render: Server;

  beforeAll(async () => {
    // A render stand-in naming a build (the plan asks for it), answering every page alike.
    render = createHttpServer((_req, res) =>
      res
        .writeHead(200, { 'content-type': 'text/html', [RENDER_BUILD_HEADER]: 'plan-test' })
        .end('<html><body>door</body></html>'),
    );
    await new Promise<void>((resolve) => render.listen(0, '127.0.0.1', resolve));
    const port = await freePort();
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const url = `redis://127.0.0.1:${port}`;
    redis = new Redis(url, { maxRetriesPerRequest: 1, retryStrategy: () => 100 });
    await until(async () => (await redis.ping().catch(() => '')) === 'PONG');
    const vars = {
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      SITE_ID: 'plan-schedule',
      REDIS_URL: url,
      // The pages there too: nothing of this test reaches a Redis of the environment's.
      PAGE_CACHE_REDIS_URL: url,
      RENDER_URL: `http://127.0.0.1:${(render.address() as AddressInfo).port}`,
      WARM_INTERVAL_MS: '60000',
    };
    const saved = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
    Object.assign(process.env, vars);
    try {
      app = await createServiceApp(AppModule, { serviceName: 'warmer' });
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
  afterAll(async () => {
    await app?.close();
    redis?.disconnect();
    server?.kill('SIGKILL');
    render?.closeAllConnections();
    await new Promise((resolve) => render?.close(resolve));
  });

  const metrics = async () => (await request(internalHandler(app)).get('/metrics')).text;

  it('registers the plan again and runs it, with no restart', async () => {
    const queue = app.get(WarmQueue);
    await until(async () => planned(await metrics()) > 0);
    await redis.flushall();
    expect(await queue.queue.getJobScheduler(PLAN_JOB)).toBeUndefined();
    const before = planned(await metrics());

    // What the keeper does every 10 s, asked for at once here.
    expect(await queue.planSchedule!.check()).toBe('registered');
    expect(await queue.queue.getJobScheduler(PLAN_JOB)).toMatchObject({ every: 60000 });
    await until(async () => planned(await metrics()) > before);
    const text = await metrics();
    expect(text).toMatch(/background_job_schedule_registrations_total\{job="plan"[^}]*\} 2/);
    expect(text).toMatch(/background_job_schedule_up\{job="plan"[^}]*\} 1/);
    await request(app.getHttpServer()).get('/health/ready').expect(200);
  });
});

describe('PlanReadiness', () => {
  const readiness = (keeper: Partial<JobSchedulerKeeper> | undefined, working = true) =>
    new PlanReadiness({ planSchedule: keeper, working } as unknown as WarmQueue);

  it('is ready while the plan runs', async () => {
    await expect(readiness({ stalledReason: () => undefined }).check()).resolves.toBeUndefined();
  });

  it('is not ready once the plan has stalled, the worker stopped, or before the queue', async () => {
    await expect(
      readiness({ stalledReason: () => 'page-warm-x/plan has not run for 95 s' }).check(),
    ).rejects.toThrow('has not run for 95 s');
    await expect(readiness({ stalledReason: () => undefined }, false).check()).rejects.toThrow(
      'the warm worker is not running',
    );
    await expect(readiness(undefined).check()).rejects.toThrow('the warm queue has not started');
  });
});
