// Removes from node_modules the packages outside one service's production tree: `npm ci
// --omit=dev --workspace` still installs the optional packages of other workspaces (sharp's
// platform builds, 46 MB, in render's image). The tree is `npm ls --omit=dev --all
// --parseable` of that workspace, read from stdin. Workspace links are kept.
import { lstatSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const keep = new Set(
  readFileSync(0, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => path.relative(root, line)),
);
if (keep.size < 2) throw new Error('npm ls listed no tree: refusing to prune everything');
const removed = [];
const consider = (dir) => {
  if (lstatSync(dir).isSymbolicLink() || keep.has(dir)) return;
  rmSync(dir, { recursive: true, force: true });
  removed.push(dir);
};
for (const name of readdirSync('node_modules')) {
  if (name.startsWith('.')) continue;
  const dir = path.join('node_modules', name);
  if (!name.startsWith('@')) consider(dir);
  else for (const sub of readdirSync(dir)) consider(path.join(dir, sub));
}
process.stdout.write(`pruned ${removed.length} packages outside the tree: ${removed.join(' ')}\n`);
