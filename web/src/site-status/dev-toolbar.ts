/**
 * The developer toolbar, lazily, in development builds only (spec 001 s6): `import.meta.env.DEV`
 * is replaced by `false` in a production build, so the bundler drops the import with its branch
 * and no chunk of the toolbar exists. Read as app/site-env.ts's SITE_ENV === 'development'
 * (the same build mode), written out here so that no bundler has to follow a constant across
 * modules to drop the branch. Apart from the component so that tests can replace it (Jest
 * cannot load import.meta).
 */
import { lazy } from 'react';

export const LazyDevToolbar = import.meta.env.DEV
  ? lazy(() =>
      import('./DevToolbar/DevToolbar').then(({ DevToolbar }) => ({ default: DevToolbar })),
    )
  : null;
