// Screens are chunks of their own (screens/screen-modules.ts): every route's screen has a
// module, loaded once; the server names the matched screen's chunks next to the entry so that
// the browser fetches them before it hydrates, and names none when the page failed.
import { ROUTES } from '@bytewire/routes';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  allScreenModules,
  loadedScreen,
  loadedScreenFor,
  loadScreen,
  loadScreenFor,
  screenModule,
  showsOwnScreen,
} from '../src/screens/screen-modules';
import { allScreenSources, screenSource } from '../src/server/screen-files';
import { bootstrapModulesOf } from './support/bootstrap-modules';
import { ARTICLE, articlePage, component, page } from './support/pages';
import { CLIENT_ENTRY, fixtureClient, renderPath } from './support/render-path';

const WEB_ROOT = path.resolve(__dirname, '..');

describe('screen modules', () => {
  it.each(allScreenSources())('%s exists', (source) => {
    expect(existsSync(path.join(WEB_ROOT, source))).toBe(true);
  });

  it('gives every route of the table a screen module that loads a component', async () => {
    for (const route of ROUTES) {
      expect(allScreenModules()).toContain(screenModule(route.screen));
      expect(typeof (await screenModule(route.screen).load()).Screen).toBe('function');
    }
  });

  // The server's table of files (server/screen-files.ts) and the browser's of loaders name the
  // same module for each screen: the loader imports the file the server names in the head.
  it('names, for the server, the file each screen’s loader imports', () => {
    for (const route of ROUTES) {
      const file = screenSource(route.screen)
        .replace(/^src\/screens\//, './')
        .replace(/\.tsx$/, '');
      expect(screenModule(route.screen).load.toString()).toContain(`'${file}'`);
    }
  });

  it('loads a screen once and then has it at hand', async () => {
    // 'tag' is loaded by no other test of this file.
    expect(loadedScreen('tag')).toBeUndefined();
    const first = loadScreen('tag');
    expect(loadScreen('tag')).toBe(first);
    const screen = await first;
    expect(loadedScreen('tag')).toBe(screen);
  });

  // Issue 33: the fallback is chosen outside the screens, so an article's chunk does not carry
  // the generic screen's (member area, newsletters, sign-in).
  it('shows a story page without its story on the generic page screen', async () => {
    const { GenericPageScreen } = await import('../src/screens/GenericPageScreen');
    const { ArticleScreen } = await import('../src/screens/ArticleScreen');
    const route = ROUTES.find((r) => r.screen === 'article')!;
    const params = {};
    const withStory = { page: articlePage(), route, params };
    const without = {
      page: page('article', 'Gone', [component('Related', { items: [] })]),
      route,
      params,
    };
    expect(await loadScreenFor('article', withStory)).toBe(ArticleScreen);
    expect(await loadScreenFor('article', without)).toBe(GenericPageScreen);
    expect(loadedScreenFor('article', without)).toBe(GenericPageScreen);
    expect(showsOwnScreen('article', withStory)).toBe(true);
    expect(showsOwnScreen('article', without)).toBe(false);
  });
});

describe('server render: the screen chunks', () => {
  const ARTICLE_CHUNKS = ['/assets/ArticleScreen-a1.js', '/assets/StoryList-b2.js'];
  const HOME_CHUNKS = ['/assets/HomeScreen-c3.js'];
  const GENERIC_CHUNKS = ['/assets/GenericPageScreen-e5.js'];
  const GENERIC = { 'src/screens/GenericPageScreen.tsx': GENERIC_CHUNKS };
  const clientEntry = {
    ...CLIENT_ENTRY,
    lazyModules: {
      'src/screens/ArticleScreen.tsx': ARTICLE_CHUNKS,
      'src/screens/HomeScreen/HomeScreen.tsx': HOME_CHUNKS,
      'src/body/dompurify-sanitiser.ts': ['/assets/dompurify-sanitiser-d4.js'],
    },
  };
  const client = fixtureClient({
    [`article/${ARTICLE.slug}`]: articlePage(),
    'front-door/home': page('front-door', 'Home', []),
  });

  it("names the article screen's chunks in the head and as modules, and no other", async () => {
    const { status, html } = await renderPath(`/article/${ARTICLE.slug}/`, client, {
      clientEntry,
    });
    expect(status).toBe(200);
    const { preloaded, modules } = bootstrapModulesOf(html);
    expect(preloaded).toEqual([CLIENT_ENTRY.script, ...ARTICLE_CHUNKS]);
    expect(modules).toEqual([CLIENT_ENTRY.script, ...ARTICLE_CHUNKS]);
    expect(html).not.toContain(HOME_CHUNKS[0]);
    expect(html).not.toContain('dompurify-sanitiser');
  });

  it("names the home screen's chunk on the home page", async () => {
    const { html } = await renderPath('/', client, { clientEntry });
    expect(bootstrapModulesOf(html).preloaded).toContain(HOME_CHUNKS[0]);
    expect(html).not.toContain(ARTICLE_CHUNKS[0]);
  });

  it("names the generic screen's chunks for an article page without its article", async () => {
    const gone = fixtureClient({
      [`article/${ARTICLE.slug}`]: page('article', 'Gone', [component('Related', { items: [] })]),
    });
    const { status, html } = await renderPath(`/article/${ARTICLE.slug}/`, gone, {
      clientEntry: { ...clientEntry, lazyModules: { ...clientEntry.lazyModules, ...GENERIC } },
    });
    expect(status).toBe(200);
    expect(bootstrapModulesOf(html).modules).toEqual([CLIENT_ENTRY.script, ...GENERIC_CHUNKS]);
    for (const chunk of ARTICLE_CHUNKS) expect(html).not.toContain(chunk);
  });

  it('names no screen chunk when the page failed: its error boundary is in the entry', async () => {
    const { status, html } = await renderPath('/article/no-such-story/', client, { clientEntry });
    expect(status).toBe(404);
    for (const chunk of [...ARTICLE_CHUNKS, ...HOME_CHUNKS]) expect(html).not.toContain(chunk);
    expect(bootstrapModulesOf(html).modules).toEqual([CLIENT_ENTRY.script]);
  });

  it('renders without preloads when the client build lists no lazy modules', async () => {
    const { status, html } = await renderPath(`/article/${ARTICLE.slug}/`, client);
    expect(status).toBe(200);
    expect(html).not.toContain('ArticleScreen-');
  });
});
