// Part of the identity build: bundles the screens' script (src/browser/identity-pages.ts, with
// the password rule of @bytewire/contracts taken from its source file, account.ts, so that only
// that rule comes along and not the page schemas) and copies their stylesheet, into
// dist/public, which the service serves at /static/.
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const out = path.join(root, 'dist', 'public');
mkdirSync(out, { recursive: true });
await build({
  input: path.join(root, 'src', 'browser', 'identity-pages.ts'),
  // Not the tsconfig's paths, which map @bytewire/contracts to the whole library.
  tsconfig: false,
  resolve: {
    alias: {
      '@bytewire/contracts': path.join(root, '..', '..', 'libs', 'contracts', 'src', 'account.ts'),
    },
  },
  output: { file: path.join(out, 'identity-pages.js'), format: 'iife', minify: true },
  logLevel: 'warn',
});
copyFileSync(path.join(root, 'src', 'browser', 'identity.css'), path.join(out, 'identity.css'));
