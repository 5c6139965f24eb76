/**
 * The file of each screen's module (screens/screen-modules.ts), for the server only: the key of
 * its chunk in the client build's manifest, which the server names in the page's head
 * (screen-scripts.ts). Kept apart from the browser's table of loaders, which would otherwise
 * carry every name to every reader; the screen-chunks test holds the two tables together.
 */
import type { ScreenName } from '@bytewire/routes';

/** Each screen's module in src/screens/, without `.tsx`; the generic page screen otherwise. */
const SCREEN_FILES: Partial<Record<ScreenName, string>> = {
  'auth-callback': 'GenericPageScreen',
  member: 'GenericPageScreen',
  home: 'HomeScreen/HomeScreen',
  door: 'DoorScreen',
  article: 'ArticleScreen',
  review: 'ReviewScreen/ReviewScreen',
  feature: 'FeatureScreen',
  static: 'StaticScreen/StaticScreen',
  author: 'AuthorScreen',
  topic: 'TopicScreen',
  topics: 'TopicsScreen/TopicsScreen',
  tag: 'TagScreen',
  collection: 'CollectionScreen/CollectionScreen',
  search: 'SearchScreen/SearchScreen',
  gallery: 'GalleryScreen/GalleryScreen',
  video: 'VideoScreen/VideoScreen',
  contact: 'ContactScreen/ContactScreen',
  logout: 'LogoutScreen/LogoutScreen',
};

export const GENERIC_SCREEN_FILE = 'GenericPageScreen';
/** The generic page screen's path, for a page its route's own screen does not show. */
export const GENERIC_SCREEN_SOURCE = `src/screens/${GENERIC_SCREEN_FILE}.tsx`;

/** The module's path in the web package: its key in the client build's manifest. */
export function screenSource(name: ScreenName): string {
  return `src/screens/${SCREEN_FILES[name] ?? GENERIC_SCREEN_FILE}.tsx`;
}

/** Every screen's path (the checks that each is a chunk of its own). */
export function allScreenSources(): string[] {
  return [...new Set([...Object.values(SCREEN_FILES), GENERIC_SCREEN_FILE])].map(
    (file) => `src/screens/${file}.tsx`,
  );
}
