/**
 * Two builds of the app (see the package's build script):
 * - client: src/entry-client.tsx → dist/client, with a manifest (dist/client/.vite/manifest.json)
 *   from which the render service learns the entry script and its stylesheets;
 * - server (--ssr src/entry-server.tsx): → dist/server/entry-server.cjs with the @bytewire libs
 *   bundled and react, react-dom and react-router left to node_modules. CommonJS, so that the
 *   render service (CommonJS) requires it both in production and inside Jest, which cannot load
 *   ES modules on Node 20 without --experimental-vm-modules.
 */
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const LIBS = [
  'site',
  'routes',
  'contracts',
  'content-client',
  'ssr-contract',
  'article-text',
] as const;

const libSource = (name: string) =>
  fileURLToPath(new URL(`../libs/${name}/src/index.ts`, import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    // The libs' sources, not their builds: one bundle, tree-shaken, never stale.
    alias: LIBS.map((name) => ({ find: `@bytewire/${name}`, replacement: libSource(name) })),
  },
  ssr: {
    noExternal: [/^@bytewire\//],
    external: ['react', 'react-dom', 'react-router-dom'],
  },
  build: {
    manifest: !isSsrBuild,
    sourcemap: true,
    rolldownOptions: isSsrBuild
      ? {
          output: {
            format: 'cjs',
            entryFileNames: '[name].cjs',
            chunkFileNames: 'chunks/[name]-[hash].cjs',
          },
        }
      : { input: 'src/entry-client.tsx' },
  },
}));
