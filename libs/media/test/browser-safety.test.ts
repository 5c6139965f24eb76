import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(__dirname, '..', 'src');
const NODE_ONLY = new Set(['node.ts', 'node-signer.ts', 'node-compare.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('browser safety of the index entry', () => {
  const browserFiles = sourceFiles(SRC).filter((file) => !NODE_ONLY.has(relative(SRC, file)));

  it.each(browserFiles.map((file) => [relative(SRC, file), file]))(
    '%s imports no Node module and nothing Node-only',
    (_name, file) => {
      const source = readFileSync(file, 'utf8');
      expect(source).not.toMatch(/from '(node:|crypto|fs|path|\.\.?\/node)/);
      expect(source).not.toMatch(/\bBuffer\b|\brequire\(/);
    },
  );
});
