import type { PageVariant } from '../src';

/** A plain reader's variant of the news door: what most tests store. */
export const NEWS_VARIANT: PageVariant = {
  build: 'b1',
  path: '/news/',
  query: '',
  edition: 'us',
  device: 'mobile',
  crawler: false,
  restricted: false,
  terms: false,
  abState: '',
  flags: '',
};
