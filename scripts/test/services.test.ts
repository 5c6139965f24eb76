// The specs' list of services (tests/support/services.ts) is the cluster's
// (scripts/lib/cluster.mjs, an ES module: read in a Node child).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { SERVICES } from '../../tests/support/services';

const ROOT = path.resolve(__dirname, '../..');

it("names the cluster's services in its start order", () => {
  const run = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { SERVICES } from './scripts/lib/cluster.mjs'; process.stdout.write(JSON.stringify(SERVICES));`,
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  expect(run.status).toBe(0);
  expect([...SERVICES]).toEqual(JSON.parse(run.stdout));
});
