// The benchmarks' measuring tools (scripts/bench/measure.mjs, an ES module: run in a Node child):
// a process's CPU read from /proc, and alternated throughput rounds with CPU per request.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

function runModule(code: string): unknown {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout);
}

const linux = process.platform === 'linux' ? it : it.skip;

describe('bench measure', () => {
  linux("reads a process's CPU as its own clock counts it (all threads, in ms)", () => {
    const { fromProc, fromNode } =
      runModule(`import { processCpuMs } from './scripts/bench/measure.mjs';
const before = processCpuMs(process.pid);
const usage = process.cpuUsage();
let x = 0;
// 400 ms of CPU, however often the process is set aside meanwhile.
while (process.cpuUsage(usage).user < 400_000) x += Math.sqrt(x + 1);
const used = process.cpuUsage(usage);
process.stdout.write(JSON.stringify({ fromProc: processCpuMs(process.pid) - before, fromNode: (used.user + used.system) / 1000 }));`) as {
        fromProc: number;
        fromNode: number;
      };
    expect(fromNode).toBeGreaterThanOrEqual(400);
    // /proc counts in ticks of 10 ms.
    expect(Math.abs(fromProc - fromNode)).toBeLessThanOrEqual(30);
  });

  linux('alternates rounds of named targets and gives each its rate and CPU per request', () => {
    const result = runModule(`import http from 'node:http';
import { alternatedRounds } from './scripts/bench/measure.mjs';
const server = http.createServer((req, res) => {
  // The slow path costs 2 ms of CPU a request, the fast one nothing to speak of.
  if (req.url === '/slow') { const start = process.cpuUsage(); while (process.cpuUsage(start).user < 2000); }
  res.end('ok');
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = 'http://127.0.0.1:' + server.address().port;
const rates = await alternatedRounds(
  { fast: { url: base + '/fast' }, slow: { url: base + '/slow', cpuPids: { server: process.pid } } },
  { rounds: 2, seconds: 1, connections: 2, warmupSeconds: 1 },
);
server.close();
process.stdout.write(JSON.stringify(rates));`) as Record<
      string,
      { perSecond: number; p99: number; cpuMs: Record<string, number> }
    >;
    expect(Object.keys(result)).toEqual(['fast', 'slow']);
    expect(result.fast.perSecond).toBeGreaterThan(result.slow.perSecond);
    expect(result.fast.cpuMs).toEqual({});
    // At least the 2 ms it spins (less /proc's 10 ms ticks over the rounds). The server here is
    // also the load generator, whose share a slow, busy machine put at 8.5 ms a request (CI, in
    // parallel with other suites); a round's CPU not divided by its requests would be seconds.
    expect(result.slow.cpuMs.server).toBeGreaterThanOrEqual(1.9);
    expect(result.slow.cpuMs.server).toBeLessThan(50);
  });
});
