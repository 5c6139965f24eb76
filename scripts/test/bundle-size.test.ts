// The client bundle's size check (scripts/bundle-size.mjs): first on a small client build
// written here, whose sizes are known, then on the real one (web/dist/client, built before
// this package's tests by nx): the entry and its static imports stay within issue 8's budget
// of 120 KB gzipped, each page within its page type's budget (issue 33; the web app's build
// runs the check, so growth fails the build), each page's screen is a chunk of its own, no
// module is in two chunks, and no page needs zod or hls.js before it hydrates.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface Measured {
  files: string[];
  gzipBytes: number;
}
interface FirstLoads {
  entry: Measured;
  pages: (Measured & { screen: string; source: string })[];
  parts: {
    source: string;
    budgetKb: number;
    pages: { screen: string; gzipBytes: number; addedBytes: number }[];
  }[];
}

const ROOT = path.resolve(__dirname, '../..');
const REAL_CLIENT = path.join(ROOT, 'web', 'dist', 'client');

/**
 * An export of scripts/lib/bundle-size.mjs (a function's result for `args`), read in a Node
 * process of its own: it is an ES module, which Jest's CommonJS runtime cannot import.
 */
function call<T>(name: string, ...args: unknown[]): T {
  const code = `import * as lib from './scripts/lib/bundle-size.mjs';
const value = lib[${JSON.stringify(name)}];
const result = typeof value === 'function' ? value(...${JSON.stringify(args)}) : value;
process.stdout.write(JSON.stringify(result));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 20000,
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as T;
}

const firstLoads = (clientDir: string) => call<FirstLoads>('firstLoads', clientDir);
const duplicatedModules = (clientDir: string) =>
  call<{ source: string; chunks: string[] }[]>('duplicatedModules', clientDir);

function runCli(clientDir: string) {
  return spawnSync(process.execPath, ['scripts/bundle-size.mjs', clientDir], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 20000,
  });
}

/** Text that compresses poorly, so that sizes are large enough to tell apart. */
function noise(bytes: number, seed: number): string {
  let state = seed;
  let text = '';
  while (text.length < bytes) {
    state = (state * 1103515245 + 12345) % 2147483648;
    text += state.toString(36);
  }
  return text.slice(0, bytes);
}

describe('bundle-size on a written client build', () => {
  let dir: string;
  const gz = (text: string) => gzipSync(text, { level: 9 }).length;
  const FILES = {
    'assets/entry.js': noise(4000, 1),
    'assets/react.js': noise(3000, 2),
    'assets/HomeScreen.js': noise(500, 3),
    'assets/ArticleScreen.js': noise(900, 4),
    'assets/shared.js': noise(700, 5),
    'assets/sanitiser.js': noise(1500, 6),
    'assets/hls.js': noise(9000, 7),
    'assets/product-modules.js': noise(800, 12),
  };

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'bundle-size-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, '.vite'));
    for (const [file, text] of Object.entries(FILES)) writeFileSync(path.join(dir, file), text);
    writeFileSync(
      path.join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'src/entry-client.tsx': {
          file: 'assets/entry.js',
          isEntry: true,
          imports: ['_react.js'],
          dynamicImports: [
            'src/screens/HomeScreen.tsx',
            'src/screens/ArticleScreen.tsx',
            'src/body/dompurify-sanitiser.ts',
            'node_modules/hls.js/dist/hls.light.mjs',
            'src/body/product-modules.ts',
          ],
          css: ['assets/entry.css'],
        },
        '_react.js': { file: 'assets/react.js' },
        'src/screens/HomeScreen.tsx': {
          file: 'assets/HomeScreen.js',
          isDynamicEntry: true,
          imports: ['src/entry-client.tsx'],
        },
        'src/screens/ArticleScreen.tsx': {
          file: 'assets/ArticleScreen.js',
          isDynamicEntry: true,
          imports: ['src/entry-client.tsx', '_shared.js'],
        },
        '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
        'src/body/dompurify-sanitiser.ts': {
          file: 'assets/sanitiser.js',
          isDynamicEntry: true,
        },
        'node_modules/hls.js/dist/hls.light.mjs': {
          file: 'assets/hls.js',
          isDynamicEntry: true,
        },
        // Shares `shared` with the article screen: counted once.
        'src/body/product-modules.ts': {
          file: 'assets/product-modules.js',
          isDynamicEntry: true,
          imports: ['_shared.js'],
        },
      }),
    );
    // Source maps: `shared` repeats a module of the entry.
    const map = (sources: string[]) => JSON.stringify({ version: 3, sources, mappings: '' });
    writeFileSync(path.join(dir, 'assets/entry.js.map'), map(['src/entry-client.tsx', 'src/a.ts']));
    writeFileSync(path.join(dir, 'assets/shared.js.map'), map(['src/a.ts', 'src/b.ts']));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('counts the entry and its static imports, not what it imports lazily', () => {
    const { entry } = firstLoads(dir);
    expect(entry.files).toEqual(['assets/entry.js', 'assets/react.js']);
    expect(entry.gzipBytes).toBe(gz(FILES['assets/entry.js']) + gz(FILES['assets/react.js']));
  });

  it("adds each screen's chunks, once each, and nothing lazy", () => {
    const { entry, pages } = firstLoads(dir);
    expect(pages.map((page) => page.screen)).toEqual(['ArticleScreen', 'HomeScreen']);
    const [article, home] = pages;
    expect(article.files).toEqual([
      'assets/ArticleScreen.js',
      'assets/entry.js',
      'assets/react.js',
      'assets/shared.js',
    ]);
    expect(article.gzipBytes).toBe(
      entry.gzipBytes + gz(FILES['assets/ArticleScreen.js']) + gz(FILES['assets/shared.js']),
    );
    expect(home.gzipBytes).toBe(entry.gzipBytes + gz(FILES['assets/HomeScreen.js']));
    // The sanitiser and hls.js are lazy: no first load needs them.
    for (const page of pages) {
      expect(page.files).not.toContain('assets/sanitiser.js');
      expect(page.files).not.toContain('assets/hls.js');
    }
  });

  it('measures what a page part adds to the pages that may load it, shared chunks once', () => {
    const { pages, parts } = firstLoads(dir);
    const article = pages.find((page) => page.screen === 'ArticleScreen')!;
    expect(parts.map((part) => part.source)).toEqual(['src/body/product-modules.ts']);
    const [withPart] = parts[0]!.pages;
    expect(withPart).toEqual({
      screen: 'ArticleScreen',
      gzipBytes: article.gzipBytes + gz(FILES['assets/product-modules.js']),
      addedBytes: gz(FILES['assets/product-modules.js']),
    });
  });

  it('reports a page part past its budget', () => {
    const added = 7 * 1024;
    const problems = call<string[]>('budgetProblems', {
      entry: { files: [], gzipBytes: 1000 },
      pages: [],
      parts: [
        {
          name: 'product modules',
          budgetKb: 6,
          pages: [{ screen: 'ArticleScreen', gzipBytes: 140_000, addedBytes: added }],
        },
      ],
    });
    expect(problems).toEqual([
      `the product modules add ${added} bytes gzipped to ArticleScreen, over their budget of 6144 (6 KB)`,
    ]);
  });

  it('finds a module bundled into two chunks', () => {
    expect(duplicatedModules(dir)).toEqual([
      { source: 'src/a.ts', chunks: ['assets/entry.js', 'assets/shared.js'] },
    ]);
  });

  it('fails from the command line when a module is in two chunks, and says which', () => {
    const result = runCli(dir);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('entry and its static imports:');
    expect(result.stderr).toContain(
      'src/a.ts is bundled into assets/entry.js and assets/shared.js',
    );
    expect(result.stderr).not.toContain('over the budget');
  });

  it('fails from the command line when the entry is over 120 KB gzipped', () => {
    const big = mkdtempSync(path.join(os.tmpdir(), 'bundle-size-big-'));
    try {
      mkdirSync(path.join(big, 'assets'));
      mkdirSync(path.join(big, '.vite'));
      const entry = noise(200 * 1024, 8);
      writeFileSync(path.join(big, 'assets/entry.js'), entry);
      writeFileSync(
        path.join(big, '.vite', 'manifest.json'),
        JSON.stringify({ 'src/entry-client.tsx': { file: 'assets/entry.js', isEntry: true } }),
      );
      expect(gz(entry)).toBeGreaterThan(120 * 1024);
      const result = runCli(big);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        `the entry and its static imports are ${gz(entry)} bytes gzipped, over the budget of 122880`,
      );
    } finally {
      rmSync(big, { recursive: true, force: true });
    }
  });

  /** A client build of an entry and one screen, written to a folder of its own. */
  function writeScreenBuild(screen: string, screenText: string): string {
    const out = mkdtempSync(path.join(os.tmpdir(), 'bundle-size-page-'));
    mkdirSync(path.join(out, 'assets'));
    mkdirSync(path.join(out, '.vite'));
    writeFileSync(path.join(out, 'assets/entry.js'), noise(2000, 9));
    writeFileSync(path.join(out, `assets/${screen}.js`), screenText);
    writeFileSync(
      path.join(out, '.vite', 'manifest.json'),
      JSON.stringify({
        'src/entry-client.tsx': {
          file: 'assets/entry.js',
          isEntry: true,
          dynamicImports: [`src/screens/${screen}.tsx`],
        },
        [`src/screens/${screen}.tsx`]: {
          file: `assets/${screen}.js`,
          isDynamicEntry: true,
          imports: ['src/entry-client.tsx'],
        },
      }),
    );
    return out;
  }

  it("fails from the command line when an article's JavaScript grows past its budget", () => {
    const budgetKb = call<Record<string, number>>('PAGE_BUDGETS_KB').ArticleScreen;
    // An article screen that imported something heavy: past its budget by itself.
    const heavy = noise(budgetKb * 1024 * 2, 10);
    const out = writeScreenBuild('ArticleScreen', heavy);
    try {
      const result = runCli(out);
      const total = gz(noise(2000, 9)) + gz(heavy);
      expect(total).toBeGreaterThan(budgetKb * 1024);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        `ArticleScreen's first load is ${total} bytes gzipped, over its budget of ${budgetKb * 1024} (${budgetKb} KB)`,
      );
      expect(result.stdout).toContain(`of ${budgetKb.toFixed(1)} KB`);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('fails from the command line for a screen without a budget, and names it', () => {
    const out = writeScreenBuild('BrandNewScreen', noise(500, 11));
    try {
      const result = runCli(out);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('BrandNewScreen has no budget');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it("runs in the web app's build, right after the client bundle is written", () => {
    const web = JSON.parse(readFileSync(path.join(ROOT, 'web', 'package.json'), 'utf8')) as {
      scripts: { build: string };
    };
    const steps = web.scripts.build.split(' && ');
    const client = steps.findIndex((step) => step.startsWith('vite build --outDir dist/client'));
    expect(client).toBeGreaterThanOrEqual(0);
    expect(steps[client + 1]).toBe('node ../scripts/bundle-size.mjs dist/client');
  });

  it('stops with a message when there is no build', () => {
    const result = runCli(path.join(dir, 'nothing-here'));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('build the web app first');
  });
});

describe('bundle-size on the real client build', () => {
  it('keeps the entry and its static imports within 120 KB gzipped', () => {
    const budget = call<number>('ENTRY_BUDGET_BYTES');
    expect(budget).toBe(120 * 1024);
    expect(firstLoads(REAL_CLIENT).entry.gzipBytes).toBeLessThanOrEqual(budget);
  });

  it("keeps every page within its page type's budget, and has a budget for each", () => {
    const budgets = call<Record<string, number>>('PAGE_BUDGETS_KB');
    const { pages } = firstLoads(REAL_CLIENT);
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      expect({ screen: page.screen, budgeted: budgets[page.screen] !== undefined }).toEqual({
        screen: page.screen,
        budgeted: true,
      });
      expect(page.gzipBytes).toBeLessThanOrEqual((budgets[page.screen] ?? 0) * 1024);
    }
  });

  it('passes from the command line and prints each page', () => {
    const result = runCli(REAL_CLIENT);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    for (const screen of ['HomeScreen', 'ArticleScreen', 'ReviewScreen', 'VideoScreen']) {
      expect(result.stdout).toContain(screen);
    }
  });

  it('gives the home, article, review and video screens chunks of their own', () => {
    const { entry, pages } = firstLoads(REAL_CLIENT);
    for (const screen of ['HomeScreen', 'ArticleScreen', 'ReviewScreen', 'VideoScreen']) {
      const page = pages.find((p) => p.screen === screen);
      const own = page?.files.find((file) => path.basename(file).startsWith(`${screen}-`));
      expect(own).toBeDefined();
      expect(entry.files).not.toContain(own);
    }
  });

  it('bundles no module into two chunks', () => {
    expect(duplicatedModules(REAL_CLIENT)).toEqual([]);
  });

  it('needs neither zod, hls.js nor DOMPurify before any page hydrates', () => {
    const pages = call<{ screen: string; modules: string[] }[]>('firstLoadModules', REAL_CLIENT);
    expect(pages.length).toBeGreaterThan(0);
    for (const { modules } of pages) {
      expect(modules.length).toBeGreaterThan(0);
      expect(modules.filter((s) => /node_modules\/(zod|hls\.js|dompurify)\//.test(s))).toEqual([]);
    }
  });
});
