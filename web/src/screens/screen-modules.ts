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
import type { ScreenProps } from './screen-props';

export type Screen = ComponentType<ScreenProps>;

/**
 * A screen's chunk. Its file, which the server names in the head, is the server's own table
 * (server/screen-files.ts): the browser, which carries this one, has no use for it.
 */
export interface ScreenModule {
  load: () => Promise<Screen>;
}

/** Screens built so far; every other route shows the generic page screen. */
const SCREEN_MODULES: Partial<Record<ScreenName, ScreenModule>> = {
  'auth-callback': {
    load: () => import('./GenericPageScreen').then((m) => m.AuthCallbackScreen),
  },
  // The account pages share the generic screen's chunk (GenericPageScreen.tsx): one more
  // lazily loaded chunk makes Rolldown split the entry's shared modules into several chunks,
  // which gzip compresses worse (rolldown/rolldown#10731), over the entry's 120 KB budget.
  member: {
    load: () => import('./GenericPageScreen').then((m) => m.MemberScreen),
  },
  home: {
    load: () => import('./HomeScreen/HomeScreen').then((m) => m.HomeScreen),
  },
  door: {
    load: () => import('./DoorScreen').then((m) => m.DoorScreen),
  },
  article: {
    load: () => import('./ArticleScreen').then((m) => m.ArticleScreen),
  },
  review: {
    load: () => import('./ReviewScreen/ReviewScreen').then((m) => m.ReviewScreen),
  },
  feature: {
    load: () => import('./FeatureScreen').then((m) => m.FeatureScreen),
  },
  static: {
    load: () => import('./StaticScreen/StaticScreen').then((m) => m.StaticScreen),
  },
  author: {
    load: () => import('./AuthorScreen').then((m) => m.AuthorScreen),
  },
  topic: {
    load: () => import('./TopicScreen').then((m) => m.TopicScreen),
  },
  topics: {
    load: () => import('./TopicsScreen/TopicsScreen').then((m) => m.TopicsScreen),
  },
  tag: {
    load: () => import('./TagScreen').then((m) => m.TagScreen),
  },
  collection: {
    load: () => import('./CollectionScreen/CollectionScreen').then((m) => m.CollectionScreen),
  },
  search: {
    load: () => import('./SearchScreen/SearchScreen').then((m) => m.SearchScreen),
  },
  gallery: {
    load: () => import('./GalleryScreen/GalleryScreen').then((m) => m.GalleryScreen),
  },
  video: {
    load: () => import('./VideoScreen/VideoScreen').then((m) => m.VideoScreen),
  },
  contact: {
    load: () => import('./ContactScreen/ContactScreen').then((m) => m.ContactScreen),
  },
  logout: {
    load: () => import('./LogoutScreen/LogoutScreen').then((m) => m.LogoutScreen),
  },
};

const GENERIC_SCREEN: ScreenModule = {
  load: () => import('./GenericPageScreen').then((m) => m.GenericPageScreen),
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
  promise: Promise<Screen>;
  screen?: Screen;
}

const loads = new Map<ScreenModule, ScreenLoad>();

/** Loads a screen's chunk once; later calls share the same promise. */
export function loadScreen(name: ScreenName): Promise<Screen> {
  const module = screenModule(name);
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

/** The screen when its chunk has loaded, else undefined. */
export function loadedScreen(name: ScreenName): Screen | undefined {
  return loads.get(screenModule(name))?.screen;
}
