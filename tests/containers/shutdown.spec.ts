// Stopping the containers (issue 31), after the rest of the suite: each service, sent SIGTERM
// with requests in flight, answers them all and exits within 10 s with status 0 (a graceful
// close, not the engine's SIGKILL). Render goes first, rendering articles no one has asked for
// yet (tens of milliseconds each: some are answered only after the signal, which the test
// checks); the gateway goes last. Also lists each service's time from start to ready, measured
// by the global setup.
import { spawnSync } from 'node:child_process';
import { composerPage } from '../support/corpus';
import { expect, test } from '../support/test';
import { readStack, skipReason, type Stack } from './stack';

const ORDER = [
  'render',
  'content',
  'vanity',
  'experiments',
  'warmer',
  'newsletter-proxy',
  'identity',
  'gateway',
];
const STOP_WITHIN_MS = 10_000;

let stack: Stack;
test.beforeAll(() => {
  test.skip(!!skipReason(), skipReason());
  stack = readStack();
});

const container = (service: string) => `bytewire-ct-${service}`;

function state(service: string): { running: boolean; exitCode: number } {
  const result = spawnSync(
    stack.engine,
    [
      'container',
      'inspect',
      '--format',
      '{{.State.Running}} {{.State.ExitCode}}',
      container(service),
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`no container ${container(service)}: ${result.stderr}`);
  const [running, code] = result.stdout.trim().split(' ');
  return { running: running === 'true', exitCode: Number(code) };
}

/** The article paths of the news door's first pages: pages no one has asked for yet. */
async function unaskedArticles(count: number): Promise<string[]> {
  const paths: string[] = [];
  for (const query of ['?pageNumber=3', '?pageNumber=4', '?pageNumber=5']) {
    const list = (await composerPage('door', 'news', query)).components.find(
      (c) => c.meta.componentType === 'ContentList',
    );
    for (const item of list?.items ?? []) {
      if (/^\/article\/[a-z0-9-]+\/$/.test(item.url ?? '')) paths.push(item.url as string);
    }
  }
  return paths.slice(0, count);
}

/** The requests in flight when a service is told to stop, by service. */
async function inFlight(service: string): Promise<Array<() => Promise<Response>>> {
  const port = (name: string) => stack.ports[name];
  if (service === 'render') {
    const paths = await unaskedArticles(6);
    expect(paths.length).toBeGreaterThan(0);
    return paths.map((p) => () => fetch(`http://127.0.0.1:${port('render')}${p}`));
  }
  if (service === 'content') {
    const url = `http://127.0.0.1:${port('content')}/api/neutron/composer/bytewire/pages/door/news/web`;
    const headers = { 'x-api-key': process.env.CONTENT_API_KEY ?? '' };
    return Array.from({ length: 20 }, () => () => fetch(url, { headers }));
  }
  // The gateway's front door (cached by now); the others' liveness, many at once.
  const path = service === 'gateway' ? '/' : '/health/live';
  return Array.from({ length: 20 }, () => () => fetch(`http://127.0.0.1:${port(service)}${path}`));
}

test('start-up times, by service', () => {
  for (const service of ORDER) {
    const seconds = stack.readySeconds[service];
    test.info().annotations.push({ type: 'ready', description: `${service}: ${seconds} s` });
    expect(seconds, service).toBeGreaterThan(0);
  }
});

for (const service of ORDER) {
  test(`${service}: SIGTERM answers what is in flight and ends it within 10 s`, async () => {
    expect(state(service).running).toBe(true);
    const answeredAt: number[] = [];
    const requests = (await inFlight(service)).map((send) =>
      send().then(async (res) => {
        await res.arrayBuffer();
        answeredAt.push(Date.now());
        return res.status;
      }),
    );
    // The requests are sent before the signal.
    await new Promise((resolve) => setTimeout(resolve, 30));
    const sent = Date.now();
    const kill = spawnSync(stack.engine, ['kill', '--signal', 'TERM', container(service)]);
    expect(kill.status).toBe(0);
    const answers = await Promise.allSettled(requests);
    for (const answer of answers) {
      expect(answer.status === 'fulfilled' ? answer.value : String(answer.reason)).toBe(200);
    }
    // Render's were still in flight when the signal came.
    if (service === 'render') expect(Math.max(...answeredAt)).toBeGreaterThan(sent);
    await expect
      .poll(() => state(service).running, { timeout: STOP_WITHIN_MS, intervals: [100] })
      .toBe(false);
    const tookMs = Date.now() - sent;
    test.info().annotations.push({ type: 'stopped', description: `${service}: ${tookMs} ms` });
    expect(tookMs).toBeLessThan(STOP_WITHIN_MS);
    // Closed by the service itself, not killed by the engine (137).
    expect(state(service).exitCode).toBe(0);
  });
}
