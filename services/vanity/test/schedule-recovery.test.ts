/**
 * An emptied Redis under the vanity service (issue 26), on a redis-server of the test's own:
 * lookups keep answering from the dictionary held, the dictionary is reloaded into Redis from
 * the content API (trigger `recovery`), and the refresh's job scheduler is registered again,
 * with no restart. RefreshReadiness fails once the refresh has stalled or its worker stopped.
 */
import { keyspaceOf, type JobSchedulerKeeper, internalHandler } from '@bytewire/service-kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import { spawn, type ChildProcess } from 'node:child_process';
import request from 'supertest';
import { RefreshReadiness } from '../src/health/refresh-readiness';
import { REFRESH_JOB, RefreshScheduler } from '../src/refresh/refresh-scheduler';
import { API_KEY, closedPort, createApp, eventually, metricValue, uniqueSite } from './support/app';
import { DICTIONARY, REDIRECT } from './support/entries';
import { startFakeContentApi, type FakeContentApi } from './support/fake-content-api';

describe('an emptied Redis', () => {
  let server: ChildProcess;
  let redis: Redis;
  let fake: FakeContentApi;
  let app: NestFastifyApplication;
  let site: string;

  beforeAll(async () => {
    const port = await closedPort();
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    redis = new Redis(`redis://127.0.0.1:${port}`, { maxRetriesPerRequest: 1 });
    await eventually(async () => expect(await redis.ping()).toBe('PONG'));
    fake = await startFakeContentApi([...DICTIONARY]);
    site = uniqueSite();
    app = await createApp({ site, contentApiUrl: fake.url, redisUrl: `redis://127.0.0.1:${port}` });
    await app.get(RefreshScheduler).scheduled;
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
    redis?.disconnect();
    server?.kill('SIGKILL');
  });

  it('reloads the dictionary and registers the refresh again, lookups answering throughout', async () => {
    const versionKey = `${keyspaceOf('vanity', site)}version`;
    expect(await redis.exists(versionKey)).toBe(1);
    const scheduler = app.get(RefreshScheduler);
    const queue = () => scheduler['queue']!;
    expect(await queue().getJobScheduler(REFRESH_JOB)).toBeDefined();

    await redis.flushall();
    const lookup = await request(app.getHttpServer())
      .get(`/api/neutron/vanity/${site}/web?path=${encodeURIComponent(REDIRECT.urlPath)}`)
      .set('x-api-key', API_KEY)
      .expect(200);
    expect(lookup.body.data.item).toMatchObject({ id: REDIRECT.id });

    // The version poll (every 2 s) finds no dictionary and reloads it from the content API.
    await eventually(async () => expect(await redis.exists(versionKey)).toBe(1), 15_000);
    // What the keeper does every 10 s, asked for at once here.
    expect(await scheduler.schedule!.check()).toBe('registered');
    expect(await queue().getJobScheduler(REFRESH_JOB)).toMatchObject({ every: 300000 });

    const metrics = (await request(internalHandler(app)).get('/metrics')).text;
    expect(metricValue(metrics, 'vanity_refresh_runs_total', { trigger: 'recovery' })).toBe(1);
    expect(
      metricValue(metrics, 'background_job_schedule_registrations_total', { job: REFRESH_JOB }),
    ).toBe(2);
    await request(app.getHttpServer()).get('/health/ready').expect(200);
  });
});

describe('RefreshReadiness', () => {
  const readiness = (keeper: Partial<JobSchedulerKeeper> | undefined, working = true) =>
    new RefreshReadiness({ schedule: keeper, working } as unknown as RefreshScheduler);

  it('is ready while the refresh runs', async () => {
    await expect(readiness({ stalledReason: () => undefined }).check()).resolves.toBeUndefined();
  });

  it('is not ready once the refresh has stalled, its worker stopped, or before the queue', async () => {
    await expect(
      readiness({ stalledReason: () => 'has not run for 901 s' }).check(),
    ).rejects.toThrow('has not run for 901 s');
    await expect(readiness({ stalledReason: () => undefined }, false).check()).rejects.toThrow(
      'the refresh worker is not running',
    );
    await expect(readiness(undefined).check()).rejects.toThrow('the refresh queue has not started');
  });
});
