/**
 * The screens, each a chunk of its own in the client build, so that a first load downloads
 * only the screen its route names (see "Client bundle" in docs/architecture.md). A screen must
 * be loaded before the page route renders it, since hydration has to print what the server
 * printed: the page route's loader loads it alongside the data (client navigations and the
 * server), the browser entry before hydrating, and the server names its chunks in the head
 * (`modulepreload`) so that the browser fetches them alongside the entry.
 */
import type { ScreenName } from '@bytewire/routes';
import type { ComponentType } from 'react';
import { loadProductModules, pageNeedsProductModules } from '../body/product-modules-loader';
import type { ScreenProps } from './screen-props';

export type Screen = ComponentType<ScreenProps>;

/**
 * A screen, and the pages it shows when not every page of its route: one without the item the
 * screen is for (an article page whose article could not be read) shows on the generic page
 * screen instead, chosen here rather than inside the screen so that the screen's chunk does
 * not carry the generic screen's (the member area, newsletters, sign-in: issue 33).
 */
export interface LoadedScreen {
  Screen: Screen;
  shows?: (props: ScreenProps) => boolean;
}

/**
 * A screen's chunk. Its file, which the server names in the head, is the server's own table
 * (server/screen-files.ts): the browser, which carries this one, has no use for it.
 */
export interface ScreenModule {
  load: () => Promise<LoadedScreen>;
}

const all = (Screen: Screen): LoadedScreen => ({ Screen });

/** Screens built so far; every other route shows the generic page screen. */
const SCREEN_MODULES: Partial<Record<ScreenName, ScreenModule>> = {
  'auth-callback': {
    load: () => import('./GenericPageScreen').then((m) => all(m.AuthCallbackScreen)),
  },
  // The account pages share the generic screen's chunk (GenericPageScreen.tsx): one more
  // lazily loaded chunk makes Rolldown split the entry's shared modules into several chunks,
  // which gzip compresses worse (rolldown/rolldown#10731), over the entry's 120 KB budget.
  member: {
    load: () => import('./GenericPageScreen').then((m) => all(m.MemberScreen)),
  },
  home: {
    load: () => import('./HomeScreen/HomeScreen').then((m) => all(m.HomeScreen)),
  },
  door: {
    load: () => import('./DoorScreen').then((m) => all(m.DoorScreen)),
  },
  article: {
    load: () =>
      import('./ArticleScreen').then((m) => ({ Screen: m.ArticleScreen, shows: m.showsArticle })),
  },
  review: {
    load: () =>
      import('./ReviewScreen/ReviewScreen').then((m) => ({
        Screen: m.ReviewScreen,
        shows: m.showsReview,
      })),
  },
  feature: {
    load: () =>
      import('./FeatureScreen').then((m) => ({ Screen: m.FeatureScreen, shows: m.showsFeature })),
  },
  static: {
    load: () => import('./StaticScreen/StaticScreen').then((m) => all(m.StaticScreen)),
  },
  author: {
    load: () =>
      import('./AuthorScreen').then((m) => ({ Screen: m.AuthorScreen, shows: m.showsAuthor })),
  },
  topic: {
    load: () => import('./TopicScreen').then((m) => all(m.TopicScreen)),
  },
  topics: {
    load: () => import('./TopicsScreen/TopicsScreen').then((m) => all(m.TopicsScreen)),
  },
  tag: {
    load: () => import('./TagScreen').then((m) => all(m.TagScreen)),
  },
  collection: {
    load: () => import('./CollectionScreen/CollectionScreen').then((m) => all(m.CollectionScreen)),
  },
  search: {
    load: () => import('./SearchScreen/SearchScreen').then((m) => all(m.SearchScreen)),
  },
  gallery: {
    load: () =>
      import('./GalleryScreen/GalleryScreen').then((m) => ({
        Screen: m.GalleryScreen,
        shows: m.showsGallery,
      })),
  },
  video: {
    load: () =>
      import('./VideoScreen/VideoScreen').then((m) => ({
        Screen: m.VideoScreen,
        shows: m.showsVideo,
      })),
  },
  contact: {
    load: () => import('./ContactScreen/ContactScreen').then((m) => all(m.ContactScreen)),
  },
  logout: {
    load: () => import('./LogoutScreen/LogoutScreen').then((m) => all(m.LogoutScreen)),
  },
};

const GENERIC_SCREEN: ScreenModule = {
  load: () => import('./GenericPageScreen').then((m) => all(m.GenericPageScreen)),
};

/** The module of the screen a route names (the generic page screen when it has none). */
export function screenModule(name: ScreenName): ScreenModule {
  return SCREEN_MODULES[name] ?? GENERIC_SCREEN;
}

/** Every screen module, for checks that each is a chunk of its own. */
export function allScreenModules(): readonly ScreenModule[] {
  return [...Object.values(SCREEN_MODULES), GENERIC_SCREEN];
}

/**
 * A load in flight or done, with its outcome once settled: `loadedScreen` reads it without
 * waiting. A failed load is forgotten, so that the next navigation tries again.
 */
interface ScreenLoad {
  promise: Promise<LoadedScreen>;
  screen?: LoadedScreen;
}

const loads = new Map<ScreenModule, ScreenLoad>();

function loadModule(module: ScreenModule): Promise<LoadedScreen> {
  let load = loads.get(module);
  if (!load) {
    const entry: ScreenLoad = {
      promise: module.load().then(
        (screen) => {
          entry.screen = screen;
          return screen;
        },
        (error: unknown) => {
          loads.delete(module);
          throw error;
        },
      ),
    };
    load = entry;
    loads.set(module, load);
  }
  return load.promise;
}

/** Loads a screen's chunk once; later calls share the same promise. */
export function loadScreen(name: ScreenName): Promise<LoadedScreen> {
  return loadModule(screenModule(name));
}

/** The screen when its chunk has loaded, else undefined. */
export function loadedScreen(name: ScreenName): LoadedScreen | undefined {
  return loads.get(screenModule(name))?.screen;
}

/** Whether the route's own screen shows this page (when loaded; else it is taken to). */
export function showsOwnScreen(name: ScreenName, props: ScreenProps): boolean {
  const shows = loadedScreen(name)?.shows;
  return !shows || shows(props);
}

/**
 * The screen that shows a page: the one its route names, or the generic page screen when that
 * one does not show it (loaded then, after the route's own: a rare page); with the parts its
 * stories need (loadPageParts), so that nothing suspends once it renders.
 */
export async function loadScreenFor(name: ScreenName, props: ScreenProps): Promise<Screen> {
  const [own] = await Promise.all([loadScreen(name), loadPageParts(props)]);
  if (!own.shows || own.shows(props)) return own.Screen;
  return (await loadModule(GENERIC_SCREEN)).Screen;
}

/** The chunks a page's stories need besides the screen: the product modules, when they hold some. */
function loadPageParts({ page }: ScreenProps): Promise<unknown> | undefined {
  return pageNeedsProductModules(page) ? loadProductModules() : undefined;
}

/** The same once loaded, else undefined. */
export function loadedScreenFor(name: ScreenName, props: ScreenProps): Screen | undefined {
  const own = loadedScreen(name);
  if (!own || !own.shows || own.shows(props)) return own?.Screen;
  return loads.get(GENERIC_SCREEN)?.screen?.Screen;
}
