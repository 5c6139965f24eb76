/**
 * The site's status page-wide (spec 001 s2, s4), started after hydration (after-hydration.ts)
 * in a React root of its own at the end of the body: the global overlay while the root data's
 * `overlayActive` flag is on, and the offline banner. Not in the server's HTML, and not in the
 * client entry, which is at its size budget; neither needs the router's context (the flags are
 * read from the router's state, again after each navigation).
 */
import { createRoot } from 'react-dom/client';
import type { AppRouter } from '../app/app-router';
import type { RootData } from '../app/root-loader';
import { ROOT_ROUTE_ID } from '../app/route-ids';
import { OfflineBanner } from './OfflineBanner/OfflineBanner';
import { overlayActive, SiteOverlay } from './SiteOverlay/SiteOverlay';

export function SiteStatus({ flags }: { flags?: Readonly<Record<string, boolean>> }) {
  return (
    <>
      {overlayActive(flags) ? <SiteOverlay /> : null}
      <OfflineBanner />
    </>
  );
}

/** Mounts the status parts; returns a function that removes them (tests). */
export function startSiteStatus(router: AppRouter, doc: Document = document): () => void {
  const container = doc.createElement('div');
  container.dataset.siteStatus = '';
  doc.body.append(container);
  const root = createRoot(container);
  const flags = () => (router.state.loaderData[ROOT_ROUTE_ID] as RootData | undefined)?.flags;
  let shown = flags();
  root.render(<SiteStatus flags={shown} />);
  const unsubscribe = router.subscribe(() => {
    const now = flags();
    if (now === shown) return;
    shown = now;
    root.render(<SiteStatus flags={now} />);
  });
  return () => {
    unsubscribe();
    root.unmount();
    container.remove();
  };
}
