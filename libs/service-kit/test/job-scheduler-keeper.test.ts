/**
 * JobSchedulerKeeper (issue 26): a scheduler Redis lost is registered again at the next check;
 * one whose next job is long overdue too; a present one is left alone. The job counts as
 * stalled after 3 intervals without a run (here, or seen as another replica's iteration), but
 * not while Redis does not answer (a shared dependency's outage). Metrics tell the same.
 */
import { Registry } from 'prom-client';
import {
  JobSchedulerKeeper,
  type SchedulerInfo,
  type SchedulerQueue,
} from '../src/redis/job-scheduler-keeper';

const EVERY = 1000;

class FakeQueue implements SchedulerQueue {
  readonly name = 'fake-queue';
  scheduler: SchedulerInfo | undefined;
  upserts = 0;
  down = false;
  hang = false;

  getJobScheduler(): Promise<SchedulerInfo | undefined> {
    if (this.hang) return new Promise(() => undefined);
    if (this.down) return Promise.reject(new Error('Connection is closed.'));
    return Promise.resolve(this.scheduler);
  }

  upsertJobScheduler(): Promise<unknown> {
    this.upserts += 1;
    this.scheduler = { next: now + EVERY, iterationCount: 1 };
    return Promise.resolve();
  }
}

let now: number;
let queue: FakeQueue;
let registry: Registry;
const logs: { level: string; message: string }[] = [];
const logger = {
  log: (_context: object, message: string) => logs.push({ level: 'log', message }),
  warn: (_context: object, message: string) => logs.push({ level: 'warn', message }),
};

function keeper(timeoutMs = 1000): JobSchedulerKeeper {
  return new JobSchedulerKeeper({
    queue,
    schedulerId: 'plan',
    everyMs: EVERY,
    template: { name: 'plan' },
    logger,
    registry,
    timeoutMs,
    now: () => now,
  });
}

async function metric(name: string): Promise<number | undefined> {
  const values = (await registry.getSingleMetric(name)?.get())?.values ?? [];
  return values.find((v) => v.labels.job === 'plan')?.value;
}

beforeEach(() => {
  now = 1_700_000_000_000;
  queue = new FakeQueue();
  registry = new Registry();
  logs.length = 0;
});

it('registers the scheduler when Redis lacks it, and again once Redis lost it', async () => {
  const keep = keeper();
  expect(await keep.check()).toBe('registered');
  expect(logs).toEqual([{ level: 'log', message: 'job scheduler registered' }]);
  expect(await keep.check()).toBe('present');
  expect(queue.upserts).toBe(1);

  queue.scheduler = undefined; // FLUSHALL
  expect(await keep.check()).toBe('registered');
  expect(queue.upserts).toBe(2);
  expect(logs[1]).toEqual({
    level: 'warn',
    message: 'job scheduler was missing from Redis (emptied?): registered again',
  });
  expect(await metric('background_job_schedule_registrations_total')).toBe(2);
  expect(await metric('background_job_schedule_up')).toBe(1);
});

it('registers at the first check whatever Redis holds, then again on another interval', async () => {
  queue.scheduler = { next: now + EVERY, iterationCount: 3, every: EVERY };
  const keep = keeper();
  expect(await keep.check()).toBe('registered');
  expect(await keep.check()).toBe('present');
  queue.scheduler = { next: now + EVERY, iterationCount: 3, every: 5 * EVERY };
  expect(await keep.check()).toBe('registered');
  expect(logs.at(-1)?.message).toBe('job scheduler had another interval: registered again');
});

it('registers again a scheduler whose next job is long overdue', async () => {
  const keep = keeper();
  await keep.check();
  queue.scheduler = { next: now - 3 * EVERY, iterationCount: 4 };
  expect(await keep.check()).toBe('registered');
  expect(queue.upserts).toBe(2);
});

it('checks every interval once started, and stops', async () => {
  jest.useFakeTimers();
  try {
    const keep = new JobSchedulerKeeper({
      queue,
      schedulerId: 'plan',
      everyMs: EVERY,
      template: { name: 'plan' },
      logger,
      registry,
      checkEveryMs: 100,
    });
    keep.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(queue.upserts).toBe(1);
    queue.scheduler = undefined;
    await jest.advanceTimersByTimeAsync(100);
    expect(queue.upserts).toBe(2);
    keep.stop();
    queue.scheduler = undefined;
    await jest.advanceTimersByTimeAsync(500);
    expect(queue.upserts).toBe(2);
  } finally {
    jest.useRealTimers();
  }
});

it('counts as stalled after 3 intervals without a run, here or elsewhere', async () => {
  jest.useFakeTimers({ now });
  const keep = keeper();
  try {
    keep.start();
    keep.stop();
    await keep.check(); // the start's: registered
    await keep.check(); // present: the iteration seen
    now += 3 * EVERY;
    expect(keep.stalledReason()).toBeUndefined();
    now += 1;
    expect(keep.stalledReason()).toMatch(/fake-queue\/plan has not run for 3 s/);

    keep.ran();
    expect(keep.stalledReason()).toBeUndefined();
    expect(await metric('background_job_last_run_timestamp_seconds')).toBe(Math.floor(now / 1000));

    // Another replica ran it: the scheduler's iteration moved.
    now += 4 * EVERY;
    expect(keep.stalledReason()).toBeDefined();
    queue.scheduler = { next: now + EVERY, iterationCount: 9 };
    await keep.check();
    expect(keep.stalledReason()).toBeUndefined();
  } finally {
    jest.useRealTimers();
  }
});

it('does not count as stalled while Redis does not answer; a hung call times out', async () => {
  const keep = keeper(50);
  keep.start();
  keep.stop();
  await keep.check();
  queue.down = true;
  now += 10 * EVERY;
  expect(await keep.check()).toBe('unavailable');
  expect(keep.stalledReason()).toBeUndefined();
  expect(await metric('background_job_schedule_up')).toBe(0);

  queue.down = false;
  queue.hang = true;
  expect(await keep.check()).toBe('unavailable');
  queue.hang = false;
  // Back, after 10 intervals: the overdue scheduler is registered again, and the job counts as
  // stalled until it runs.
  expect(await keep.check()).toBe('registered');
  expect(keep.stalledReason()).toBeDefined();
});
