// What a first page load downloads of the web app's client build (web/dist/client) before it
// hydrates, and its gzipped size, read from the build's Vite manifest. The budget (issue 8) is
// for the entry and every chunk it imports statically: what every page needs. Each page then
// adds its screen (a chunk of its own, which the server preloads and hydration waits for) and,
// on a page holding upstream HTML, the sanitiser chunk (DOMPurify; hydration waits for it too).
// Everything else that is lazy (hls.js, the content client with zod, ...) loads after hydration,
// when used. A size is the sum of each file gzipped on its own (level 9): each is a response.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** 120 KB (1024 bytes each) gzipped: issue 8's budget for the entry and its static imports. */
export const ENTRY_BUDGET_BYTES = 120 * 1024;
export const ENTRY_SOURCE = 'src/entry-client.tsx';
/** The lazily loaded sanitiser (web/src/body/browser-sanitiser.ts). */
export const SANITISER_SOURCE = 'src/body/dompurify-sanitiser.ts';
// A screen in src/screens/, or in a folder of its own there (src/screens/HomeScreen/).
const SCREEN_SOURCE = /^src\/screens\/(?:[^/]+\/)?[^/]+\.tsx$/;

export function readManifest(clientDir) {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: build the web app first (npm run build -w @bytewire/web)`);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The manifest keys of a chunk and of every chunk it imports statically, directly or not. */
export function staticClosure(manifest, key, into = new Set()) {
  if (into.has(key)) return into;
  if (!manifest[key]) throw new Error(`The manifest has no chunk ${key}`);
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

export function gzipBytes(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** The JavaScript files of a set of manifest keys, and their gzipped size. */
function measure(clientDir, manifest, keys) {
  const files = [...new Set([...keys].map((key) => manifest[key].file))]
    .filter((file) => file.endsWith('.js'))
    .sort();
  const bytes = files.reduce((sum, file) => sum + gzipBytes(path.join(clientDir, file)), 0);
  return { files, gzipBytes: bytes };
}

/**
 * The entry's first load, and each screen's: `screen` adds the screen's chunks to the entry's,
 * `withSanitiser` the sanitiser's too (a page holding upstream HTML). Heaviest first.
 */
export function firstLoads(clientDir) {
  const manifest = readManifest(clientDir);
  if (!manifest[ENTRY_SOURCE]?.isEntry)
    throw new Error(`The manifest has no entry ${ENTRY_SOURCE}`);
  const entry = staticClosure(manifest, ENTRY_SOURCE);
  const sanitiser = manifest[SANITISER_SOURCE] ? [SANITISER_SOURCE] : [];
  const pages = Object.keys(manifest)
    .filter((key) => SCREEN_SOURCE.test(key) && manifest[key].isDynamicEntry)
    .map((source) => {
      const screen = staticClosure(manifest, source, new Set(entry));
      const withSanitiser = new Set(screen);
      for (const key of sanitiser) staticClosure(manifest, key, withSanitiser);
      return {
        screen: path.basename(source, '.tsx'),
        source,
        ...measure(clientDir, manifest, screen),
        withSanitiser: measure(clientDir, manifest, withSanitiser),
      };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { entry: measure(clientDir, manifest, entry), pages };
}

/** The source modules bundled into a JavaScript file, from its source map. */
export function sourcesOf(clientDir, file) {
  const map = path.join(clientDir, `${file}.map`);
  // Chunks of the bundler's own runtime have no map.
  if (!existsSync(map)) return [];
  return [...new Set(JSON.parse(readFileSync(map, 'utf8')).sources)];
}

/** For each page, the source modules it loads before hydrating (with the sanitiser's). */
export function firstLoadModules(clientDir) {
  return firstLoads(clientDir).pages.map(({ screen, withSanitiser }) => ({
    screen,
    modules: [...new Set(withSanitiser.files.flatMap((file) => sourcesOf(clientDir, file)))],
  }));
}

/** Source modules found in more than one JavaScript chunk: code a page could fetch twice. */
export function duplicatedModules(clientDir) {
  const manifest = readManifest(clientDir);
  const chunksOf = new Map();
  const files = new Set(Object.values(manifest).map((chunk) => chunk.file));
  for (const file of [...files].filter((f) => f.endsWith('.js'))) {
    for (const source of sourcesOf(clientDir, file)) {
      chunksOf.set(source, [...(chunksOf.get(source) ?? []), file]);
    }
  }
  return [...chunksOf]
    .filter(([, chunks]) => chunks.length > 1)
    .map(([source, chunks]) => ({ source, chunks }));
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The report `npm run`-able as scripts/bundle-size.mjs prints. */
export function formatReport({ entry, pages }, budget = ENTRY_BUDGET_BYTES) {
  const lines = [
    'JavaScript a first load needs before hydrating (gzipped; KB = 1024 bytes)',
    `  entry and its static imports: ${kib(entry.gzipBytes)} of ${kib(budget)} (${entry.files.join(', ')})`,
    '  each page: the entry, its screen, and with the sanitiser (pages holding upstream HTML)',
  ];
  for (const page of pages) {
    lines.push(
      `    ${page.screen.padEnd(20)} ${kib(page.gzipBytes).padStart(9)}   ${kib(page.withSanitiser.gzipBytes).padStart(9)}`,
    );
  }
  return lines.join('\n');
}
