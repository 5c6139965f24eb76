#!/bin/sh
# One service's production dependencies, for its runtime image: `npm ci --omit=dev` limited to
# that service's workspace (and the workspaces it depends on), offline from the cache the build
# stage's full install filled; pruned to that workspace's tree (prune-to-tree.mjs); stripped of
# what a service never loads (type declarations, source maps, Markdown, packages' tests,
# examples, benchmarks and docs: a third of the size); and gathered in /out (the root node_modules and the nested ones of the workspaces) for
# `COPY --from`. The container suite starts every image built this way, so a file some package
# does load at run time would show as a service that fails to start.
set -eu
service="$1"
cd /app
npm ci --omit=dev --ignore-scripts --offline --no-audit --no-fund --workspace "services/$service"
# npm ls exits non-zero over extraneous packages: those are what the next step removes.
{ npm ls --omit=dev --all --parseable --workspace "services/$service" || true; } \
  | node /usr/local/lib/prune-to-tree.mjs
dirs="node_modules $(find libs services web -mindepth 2 -maxdepth 2 -name node_modules -type d)"
for dir in $dirs; do
  find "$dir" -type f \( -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' -o -name '*.map' \
    -o -name '*.md' -o -name '*.markdown' -o -name '*.tsbuildinfo' \) -delete
  find "$dir" -type d \( -name test -o -name tests -o -name __tests__ -o -name example \
    -o -name examples -o -name benchmark -o -name benchmarks -o -name docs -o -name .github \) \
    -prune -exec rm -rf {} +
done
mkdir -p /out
# shellcheck disable=SC2086 # the list is of paths without spaces, split on purpose
cp -a --parents $dirs /out/
