/** Header, main area and footer around a page (or around the error screen). */
import type { PageFooter, PageHeader } from '@bytewire/contracts';
import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';
import { ProgressBar } from './ProgressBar';

interface SiteFrameProps {
  publicationName: string;
  header?: PageHeader;
  footer?: PageFooter;
  children: ReactNode;
}

export function SiteFrame({ publicationName, header, footer, children }: SiteFrameProps) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ProgressBar />
      <Header publicationName={publicationName} header={header} />
      <main id="main" className="container">
        {children}
      </main>
      <Footer publicationName={publicationName} footer={footer} />
    </>
  );
}
