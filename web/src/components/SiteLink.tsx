/**
 * A link from content data (menus, footer, editorial links): client-side for the site's own
 * pages, noopener nofollow for other sites, plain text when the URL is unusable (spec 000 s5).
 * The site's own pages are plain anchors marked for the one client-side click listener
 * (app/client-links.ts), not react-router Links: menus hold over a hundred of them.
 */
import type { ReactNode } from 'react';
import { CLIENT_LINK } from '../app/client-links';
import { useRootData } from '../app/use-root-data';
import { linkTarget, siteOriginOf } from '../content/link-target';

interface SiteLinkProps {
  url: string | undefined;
  children: ReactNode;
  className?: string;
  /** Open in a new tab (the footer's policy line). */
  newTab?: boolean;
}

export function SiteLink({ url, children, className, newTab }: SiteLinkProps) {
  const { site } = useRootData();
  const target = linkTarget(url, siteOriginOf(site.publicUrl));
  const tab = newTab ? { target: '_blank' } : {};
  switch (target.kind) {
    case 'internal':
      return (
        <a href={target.to} className={className} {...CLIENT_LINK} {...tab}>
          {children}
        </a>
      );
    case 'external':
      return (
        <a href={target.href} className={className} rel="noopener nofollow" {...tab}>
          {children}
        </a>
      );
    case 'text':
      return <span className={className}>{children}</span>;
  }
}
