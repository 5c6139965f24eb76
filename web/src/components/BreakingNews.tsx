/** The breaking-news strip above the front door's lead story. */
import type { ContentLink } from '@bytewire/contracts';
import { SiteLink } from './SiteLink';

export function BreakingNews({ link }: { link: ContentLink }) {
  return (
    <aside className="breaking-news" aria-label="Breaking news">
      <strong className="breaking-news__label">Breaking</strong>
      <SiteLink url={link.url}>{link.title}</SiteLink>
    </aside>
  );
}
