/** The root route's element: the document and site frame around the current page. */
import { Outlet, ScrollRestoration, type Location } from 'react-router-dom';
import { useRoutingFlag } from '../app/routing-flag';
import { AuthProvider } from '../auth/AuthProvider';
import { useRootData } from '../app/use-root-data';
import { DeviceProvider } from '../site-context/DeviceProvider';
import { TermsBanner } from '../chrome/TermsBanner/TermsBanner';
import { Document } from '../document/Document';
import { MaintenanceNotice } from '../site-status/MaintenanceNotice/MaintenanceNotice';
import { DevToolbarSlot } from '../site-status/DevToolbarSlot/DevToolbarSlot';
import { usePageLayout } from './page-layout';
import { RouteAnnouncer } from './RouteAnnouncer/RouteAnnouncer';
import { SiteFrame } from './SiteFrame';

/**
 * Scroll positions are kept per history entry and address, not per entry alone:
 * - seamless scrolling moves the address bar to the story being read (history.replaceState)
 *   while the router stays on the landing path; coming back to that entry loads the story on
 *   its own, which must start at its top, not at the depth reached in the longer page;
 * - in-page hash links (a best list's picks) make entries the browser gives no key (all
 *   'default'): with the hash in the key, each one scrolls to its own target.
 */
function scrollKey(location: Location): string {
  return `${location.pathname}${location.search}${location.hash}|${location.key}`;
}

export function RootLayout() {
  const { site, header, headerLinks, footer, stylesheets, device, termsInteracted } = useRootData();
  const frame = usePageLayout();
  useRoutingFlag();
  return (
    <Document stylesheets={stylesheets}>
      <DeviceProvider initial={device}>
        <AuthProvider settings={site.signIn} siteId={site.siteId}>
          {/* First in the page, above the header and before the skip links: a site-wide notice. */}
          <MaintenanceNotice notice={site.maintenanceNotice} />
          <SiteFrame
            publicationName={site.publicationName}
            frame={frame}
            header={header}
            headerLinks={headerLinks}
            footer={footer}
          >
            <Outlet />
          </SiteFrame>
        </AuthProvider>
        {/* Development builds only; the overlay and the offline banner: start-site-status.tsx. */}
        <DevToolbarSlot />
      </DeviceProvider>
      <TermsBanner
        interacted={termsInteracted}
        footer={footer}
        publicationName={site.publicationName}
      />
      {/*
        Scroll to top on navigation, to the hash target when there is one, and back to where
        the reader was on Back and Forward (spec 000 s2).
      */}
      <ScrollRestoration getKey={scrollKey} />
      <RouteAnnouncer />
    </Document>
  );
}
