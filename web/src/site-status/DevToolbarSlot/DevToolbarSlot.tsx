/**
 * Where the developer toolbar goes (spec 001 s6: dev mode only): in a development build, the
 * toolbar, loaded lazily (dev-toolbar.ts); in a production build nothing, and no toolbar code.
 * In the layout: the toolbar reads the router's and the device's context.
 */
import { Suspense } from 'react';
import { LazyDevToolbar } from '../dev-toolbar';

export function DevToolbarSlot() {
  return LazyDevToolbar ? (
    <Suspense fallback={null}>
      <LazyDevToolbar />
    </Suspense>
  ) : null;
}
