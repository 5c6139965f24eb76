// The client entry from the Vite manifest: its script and stylesheets, and for each lazily
// loaded module (a screen) the chunks it needs beyond the entry's, which the page preloads.
// Checked on a written manifest, then end to end on the real build: an article page names its
// screen's chunks, each of them a file the service serves.
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { readClientEntry } from '../src/web-bundle/client-entry';
import { WebBundle } from '../src/web-bundle/web-bundle';
import { startFakeContentApi, type FakeContentApi } from './support/fake-content-api';
import { ARTICLE_PAGE } from './support/pages';
import { API_KEY, createRenderApp } from './support/render-app';

describe('readClientEntry', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'render-manifest-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function read(manifest: object) {
    const file = path.join(dir, 'manifest.json');
    writeFileSync(file, JSON.stringify(manifest));
    return readClientEntry(file);
  }

  it("lists each lazy module's chunks that the entry does not hold, and their styles", () => {
    const entry = read({
      'src/entry-client.tsx': {
        file: 'assets/entry-client-1.js',
        isEntry: true,
        imports: ['_react-2.js'],
        css: ['assets/entry-client-1.css'],
        dynamicImports: ['src/screens/ArticleScreen.tsx', 'src/screens/HomeScreen.tsx'],
      },
      '_react-2.js': { file: 'assets/react-2.js' },
      'src/screens/ArticleScreen.tsx': {
        file: 'assets/ArticleScreen-3.js',
        isDynamicEntry: true,
        imports: ['src/entry-client.tsx', '_react-2.js', '_StoryList-4.js'],
        css: ['assets/ArticleScreen-3.css'],
      },
      'src/screens/HomeScreen.tsx': {
        file: 'assets/HomeScreen-5.js',
        isDynamicEntry: true,
        imports: ['src/entry-client.tsx', '_StoryList-4.js'],
      },
      '_StoryList-4.js': { file: 'assets/StoryList-4.js', imports: ['_byline-6.js'] },
      '_byline-6.js': { file: 'assets/byline-6.js' },
    });
    expect(entry).toEqual({
      script: '/assets/entry-client-1.js',
      css: ['/assets/entry-client-1.css', '/assets/ArticleScreen-3.css'],
      lazyModules: {
        'src/screens/ArticleScreen.tsx': [
          '/assets/ArticleScreen-3.js',
          '/assets/StoryList-4.js',
          '/assets/byline-6.js',
        ],
        'src/screens/HomeScreen.tsx': [
          '/assets/HomeScreen-5.js',
          '/assets/StoryList-4.js',
          '/assets/byline-6.js',
        ],
      },
    });
  });

  it("links the app's one stylesheet when the build does not split styles per chunk", () => {
    const entry = read({
      'src/entry-client.tsx': { file: 'assets/entry-client-1.js', isEntry: true },
      'style.css': { file: 'assets/style-7.css', src: 'style.css' },
    });
    expect(entry.css).toEqual(['/assets/style-7.css']);
  });

  it('refuses a manifest without the entry', () => {
    expect(() => read({ 'src/other.tsx': { file: 'assets/other.js', isEntry: true } })).toThrow(
      /has no entry src\/entry-client\.tsx: rebuild @bytewire\/web/,
    );
  });
});

describe('the real build', () => {
  let contentApi: FakeContentApi;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    contentApi = await startFakeContentApi(API_KEY, {
      'article/long-battery-laptops': ARTICLE_PAGE,
    });
    app = await createRenderApp({
      CONTENT_API_URL: contentApi.url,
      PUBLIC_URL: 'https://www.bytewire.example',
    });
  });

  afterAll(async () => {
    await app?.close();
    await contentApi?.close();
  });

  it('has a chunk of its own for the article screen, none of it in the entry', () => {
    const { clientEntry } = WebBundle.load(WebBundle.defaultDistDir());
    const article = clientEntry.lazyModules?.['src/screens/ArticleScreen.tsx'] ?? [];
    expect(article[0]).toMatch(/^\/assets\/ArticleScreen-[\w-]+\.js$/);
    expect(article).not.toContain(clientEntry.script);
  });

  it("preloads the article screen's chunks on an article page, and serves them", async () => {
    const bundle = WebBundle.load(WebBundle.defaultDistDir());
    const chunks = bundle.clientEntry.lazyModules?.['src/screens/ArticleScreen.tsx'] ?? [];
    const res = await request(app.getHttpServer()).get('/article/long-battery-laptops/');
    expect(res.status).toBe(200);
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    // The head's loader adds a modulepreload of each (a script allowed by its hash: markup
    // links would be refused under 'strict-dynamic').
    const loader = /<script>(\(function\(d,m\)[^]*?e\.rel="modulepreload"[^]*?)<\/script>/.exec(
      head,
    );
    const preloaded = JSON.parse(/,(\[[^\]]*\])\)$/.exec(loader?.[1] ?? '')?.[1] ?? '[]');
    for (const chunk of chunks) {
      expect(preloaded).toContain(chunk);
      expect(existsSync(path.join(bundle.assetsDir, path.basename(chunk)))).toBe(true);
    }
    const asset = await request(app.getHttpServer()).get(chunks[0] ?? '/assets/none.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
  });
});
