// The render tests drive the real web build (client manifest and server bundle). Build it once
// when it is missing; `npm run build -w @bytewire/web` rebuilds it after web changes.
const { execFileSync } = require('node:child_process');
const { existsSync } = require('node:fs');
const path = require('node:path');

module.exports = function buildWebIfMissing() {
  const dist = path.join(__dirname, '..', '..', '..', 'web', 'dist');
  const built = ['client/.vite/manifest.json', 'server/entry-server.cjs'].every((file) =>
    existsSync(path.join(dist, file)),
  );
  if (built) return;
  execFileSync('npm', ['run', 'build', '-w', '@bytewire/web'], {
    cwd: path.join(__dirname, '..', '..', '..'),
    stdio: 'inherit',
  });
};
