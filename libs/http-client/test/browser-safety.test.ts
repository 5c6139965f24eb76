/** The library goes into the browser bundle (through @bytewire/content-client): no Node code. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const SRC = join(__dirname, '..', 'src');

describe('browser safety', () => {
  it.each(readdirSync(SRC).map((name) => [name]))(
    '%s imports no Node module and no package',
    (name) => {
      const source = readFileSync(join(SRC, name), 'utf8');
      expect(source).not.toMatch(/from '(?!\.\/)/);
      expect(source).not.toMatch(/\bBuffer\b|\brequire\(|\bprocess\./);
    },
  );
});
