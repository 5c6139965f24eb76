#!/usr/bin/env node
// The client bundle's size check: prints what a first load of each page needs before hydrating
// (gzipped) and exits 1 when the entry and its static imports are over the budget (issue 8:
// 120 KB), when a page is over its page type's budget (issue 33) or when a module is bundled
// into two chunks. The web app's build runs it, so a build over budget fails. Reads a built client, by default
// web/dist/client (`npm run build -w @bytewire/web` first); another folder as the argument.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgetProblems, duplicatedModules, firstLoads, formatReport } from './lib/bundle-size.mjs';

// Its own root, not cluster.mjs's: the image build copies only this file and its lib.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.resolve(process.argv[2] ?? path.join(ROOT, 'web', 'dist', 'client'));

let loads;
try {
  loads = firstLoads(clientDir);
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
process.stdout.write(`${formatReport(loads)}\n`);

const problems = budgetProblems(loads);
for (const { source, chunks } of duplicatedModules(clientDir)) {
  problems.push(`${source} is bundled into ${chunks.join(' and ')}`);
}
for (const problem of problems) process.stderr.write(`bundle-size: ${problem}\n`);
process.exit(problems.length > 0 ? 1 : 0);
