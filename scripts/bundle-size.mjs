#!/usr/bin/env node
// The client bundle's size check: prints what a first load of each page needs before hydrating
// (gzipped) and exits 1 when the entry and its static imports are over the budget (issue 8:
// 120 KB) or when a module is bundled into two chunks. Reads a built client, by default
// web/dist/client (`npm run build -w @bytewire/web` first); another folder as the argument.
import path from 'node:path';
import { ROOT } from './lib/cluster.mjs';
import {
  duplicatedModules,
  ENTRY_BUDGET_BYTES,
  firstLoads,
  formatReport,
} from './lib/bundle-size.mjs';

const clientDir = path.resolve(process.argv[2] ?? path.join(ROOT, 'web', 'dist', 'client'));

let loads;
try {
  loads = firstLoads(clientDir);
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
process.stdout.write(`${formatReport(loads)}\n`);

const problems = [];
if (loads.entry.gzipBytes > ENTRY_BUDGET_BYTES) {
  problems.push(
    `the entry and its static imports are ${loads.entry.gzipBytes} bytes gzipped, over the budget of ${ENTRY_BUDGET_BYTES}`,
  );
}
for (const { source, chunks } of duplicatedModules(clientDir)) {
  problems.push(`${source} is bundled into ${chunks.join(' and ')}`);
}
for (const problem of problems) process.stderr.write(`bundle-size: ${problem}\n`);
process.exit(problems.length > 0 ? 1 : 0);
