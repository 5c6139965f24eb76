/** The root route's element: the document and site frame around the current page. */
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useRootData } from '../app/use-root-data';
import { Document } from '../document/Document';
import { SiteFrame } from './SiteFrame';

export function RootLayout() {
  const { site, header, footer, stylesheets } = useRootData();
  return (
    <Document stylesheets={stylesheets}>
      <SiteFrame publicationName={site.publicationName} header={header} footer={footer}>
        <Outlet />
      </SiteFrame>
      {/* Scroll to top on navigation, to the hash target when there is one (spec 000 s2). */}
      <ScrollRestoration />
    </Document>
  );
}
