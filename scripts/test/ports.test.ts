// Free ports for test clusters (scripts/lib/ports.mjs, an ES module: run in a Node child):
// every name gets its own port, even when the OS would hand a just-closed port out again.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

function freePortsOf(count: number): number[] {
  const code = `import { freePorts } from './scripts/lib/ports.mjs';
const names = Array.from({ length: ${count} }, (_, i) => 'service-' + i);
process.stdout.write(JSON.stringify(Object.values(await freePorts(names))));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout) as number[];
}

describe('freePorts', () => {
  it('gives every name a distinct loopback port', () => {
    for (let round = 0; round < 5; round += 1) {
      const ports = freePortsOf(40);
      expect(ports).toHaveLength(40);
      expect(new Set(ports).size).toBe(40);
      for (const port of ports) expect(port).toBeGreaterThan(0);
    }
  });
});
