/**
 * The frame around a page, by its layout (spec 001 s2 "Layouts"):
 * - default: the interstitial and skybox ad slots (the skybox not on sponsored-article routes),
 *   the header, the main area (with the skeleton placeholder while the next page loads), the
 *   footer and the omnibar ad slot;
 * - error: header, main area and footer, no ad slots;
 * - empty: the main area alone (the sign-in flow's pages).
 * AMP documents have their own layout (amp/AmpDocument.tsx). The ad slots stay collapsed
 * until the ad network fills them (ads/page-ads.ts, once the reader allows targeting).
 */
import type { MenuItem, PageFooter, PageHeader } from '@bytewire/contracts';
import type { ReactNode } from 'react';
import { useFocusKeptClear } from '../browser/use-focus-kept-clear';
import { Footer } from '../chrome/Footer/Footer';
import { Header } from '../chrome/Header/Header';
import { showsSkybox, type PageLayout } from './page-layout';
import { PageSkeleton, useSkeleton } from './PageSkeleton/PageSkeleton';
import { ProgressBar } from './ProgressBar/ProgressBar';

/** The frame of a page that could not be shown at all (the root error boundary). */
export const ERROR_FRAME: PageLayout = {
  layout: 'error',
  showHeader: true,
  showLargeHeader: false,
};

interface SiteFrameProps {
  publicationName: string;
  frame: PageLayout;
  header?: PageHeader;
  headerLinks?: readonly MenuItem[];
  footer?: PageFooter;
  children: ReactNode;
}

function MainArea({ layout, children }: { layout: PageLayout['layout']; children: ReactNode }) {
  const loading = useSkeleton();
  const skeleton = layout === 'default' && loading;
  // The page grows above the footer while a keyboard reader tabs through it.
  const ref = useFocusKeptClear<HTMLElement>();
  return (
    <main
      ref={ref}
      id="main"
      className="container"
      data-layout={layout}
      aria-busy={skeleton || undefined}
    >
      {skeleton ? <PageSkeleton /> : children}
    </main>
  );
}

export function SiteFrame({
  publicationName,
  frame,
  header,
  headerLinks,
  footer,
  children,
}: SiteFrameProps) {
  if (frame.layout === 'empty') {
    return (
      <main id="main" className="container" data-layout="empty">
        {children}
      </main>
    );
  }
  const adSlots = frame.layout === 'default';
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {/* Seamless scrolling adds stories as the focus nears the end of one: this way past them. */}
      <a className="skip-link" href="#site-footer">
        Skip to footer
      </a>
      <ProgressBar />
      {adSlots ? <div className="ad-slot" data-ad-slot="interstitial" hidden /> : null}
      {adSlots && showsSkybox(frame.route) ? (
        <div className="skybox" data-ad-slot="skybox" data-state="collapsed" />
      ) : null}
      {frame.showHeader ? (
        <Header
          publicationName={publicationName}
          header={header}
          headerLinks={headerLinks ?? []}
          large={frame.showLargeHeader}
          adSlots={adSlots}
        />
      ) : null}
      <MainArea layout={frame.layout}>{children}</MainArea>
      <Footer publicationName={publicationName} footer={footer} />
      {adSlots ? <div className="omnibar" data-ad-slot="omnibar" data-state="collapsed" /> : null}
    </>
  );
}
