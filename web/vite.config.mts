/**
 * Two builds of the app (see the package's build script):
 * - client: src/entry-client.tsx → dist/client, with a manifest (dist/client/.vite/manifest.json)
 *   from which the render service learns the entry script, its stylesheets and the chunks of
 *   each lazily loaded module (the screens; see "Client bundle" in docs/architecture.md);
 * - server (--ssr src/entry-server.tsx): → dist/server/entry-server.cjs with the @bytewire libs
 *   bundled and react, react-dom and react-router left to node_modules. CommonJS, so that the
 *   render service (CommonJS) requires it both in production and inside Jest, which cannot load
 *   ES modules on Node 20 without --experimental-vm-modules.
 */
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const LIBS = [
  'site',
  'routes',
  'contracts',
  'content-client',
  'http-client',
  'ssr-contract',
  'article-text',
  'media',
  'vanity',
  'experiments',
] as const;

// Entries of a lib other than its index, matched before the lib's own alias (a string alias
// also matches `name/...`). `@bytewire/media/node` uses node:crypto: the server bundle only.
const LIB_ENTRIES = [
  { find: '@bytewire/media/node', file: 'media/src/node.ts' },
  // Consent and analytics on their own: through the index they would land in the entry chunk.
  { find: '@bytewire/site/consent', file: 'site/src/consent.ts' },
  { find: '@bytewire/site/analytics', file: 'site/src/analytics.ts' },
] as const;

const libSource = (name: string) =>
  fileURLToPath(new URL(`../libs/${name}/src/index.ts`, import.meta.url));

/**
 * react-router's production build for the browser. Its package exports name only its
 * development build (remix-run/react-router#14102), whose dev warnings would ship to readers.
 * The server keeps the package's own resolution (react-router is external there); the builds
 * differ only in those warnings, so server and browser still render the same markup.
 */
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

const WEB_ROOT = fileURLToPath(new URL('.', import.meta.url));

/** Which module file each component name's classes came from: two files, one name, is an error. */
const moduleFiles = new Map<string, string>();

/**
 * A CSS module's class names: `Component_class`, readable in the browser's inspector and in
 * the page, and as short and repetitive as BEM names (they ship in the JavaScript, where hashes
 * would not compress). The scope is the component's name, which must therefore be unique: a
 * second `Name.module.css` elsewhere stops the build. Both builds (client and server) give the
 * same names, which hydration needs.
 */
function scopedClassName(local: string, file: string): string {
  const relative = path.relative(WEB_ROOT, file.split('?')[0]).split(path.sep).join('/');
  const component = path.basename(relative).replace(/\.module\.css$/, '');
  const owner = moduleFiles.get(component) ?? relative;
  if (owner !== relative) {
    throw new Error(`two CSS modules named ${component}: ${owner} and ${relative}; rename one`);
  }
  moduleFiles.set(component, relative);
  return `${component}_${local.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}`;
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react()],
  css: {
    // Each component's styles in a `Name.module.css` beside it, scoped to it (issue 28);
    // src/styles/ keeps what is global by nature: the reset and tokens, the article body's
    // upstream HTML.
    modules: { generateScopedName: scopedClassName, localsConvention: 'camelCaseOnly' },
  },
  resolve: {
    // The libs' sources, not their builds: one bundle, tree-shaken, never stale.
    alias: [
      ...LIB_ENTRIES.map(({ find, file }) => ({
        find,
        replacement: fileURLToPath(new URL(`../libs/${file}`, import.meta.url)),
      })),
      ...LIBS.map((name) => ({ find: `@bytewire/${name}`, replacement: libSource(name) })),
      ...(command === 'build' && !isSsrBuild ? REACT_ROUTER_PRODUCTION : []),
    ],
  },
  ssr: {
    noExternal: [/^@bytewire\//],
    external: ['react', 'react-dom', 'react-router-dom'],
  },
  build: {
    // A lazy import's shared chunks are preloaded beside it only for the content client: the
    // first client navigation waits for it before it can ask for the page. A screen's chunk
    // loads alongside its page's data (page-loader.ts), so its own imports, fetched once it
    // has parsed, overlap that request; and its list of hashed file names, which hardly
    // compresses, would cost every first load about 1.3 KB gzipped in the entry. The first
    // page's chunks are named in its head by render (modulepreload), as before.
    modulePreload: {
      resolveDependencies: (file, deps) => (file.includes('browser-content-client') ? deps : []),
    },
    // One stylesheet for the app: render links every screen's styles in every page anyway
    // (services/render/src/web-bundle/client-entry.ts), and split per chunk the browser's preload
    // map would carry each chunk's stylesheet name in the entry's JavaScript, for no request saved.
    cssCodeSplit: false,
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
      : {
          input: 'src/entry-client.tsx',
          treeshake: {
            // The libs' modules do nothing when imported but define their exports: a chunk
            // that uses one export of a barrel (`@bytewire/contracts`) does not take in the
            // modules behind its other exports (and zod with them).
            moduleSideEffects: [{ test: /\/libs\/[^/]+\/src\//, sideEffects: false }],
          },
          output: {
            // The entry and everything it imports statically in one chunk. Left to itself,
            // Rolldown puts a module the entry shares with lazy chunks (libs/contracts'
            // dates.ts) in a chunk of its own (rolldown/rolldown#10731), which the entry then
            // imports: one more file, gzipped on its own, in every reader's first download
            // (scripts/bundle-size.mjs). The group takes the entry module and, recursively,
            // its static imports only: lazy modules stay in their chunks and import from it.
            // (Rolldown's own runtime helpers are not grouped: they may stay a chunk apart.)
            codeSplitting: {
              groups: [
                { name: 'entry-client', test: /\/src\/entry-client\.tsx$/ },
                // The HTTP client policy (libs/http-client) in one chunk with the content
                // client's requests, its first user, as it was when they were its only users:
                // left to itself, Rolldown cuts it where its importers differ (boundedFetch
                // alone, fetchJson too), one more file each in most pages' first loads (about
                // 0.35 KB gzipped on each). json-request.ts's own few imports go with it.
                {
                  name: 'json-request',
                  test: /\/libs\/(http-client\/src\/|content-client\/src\/json-request\.ts$)/,
                },
              ],
            },
          },
        },
  },
}));
