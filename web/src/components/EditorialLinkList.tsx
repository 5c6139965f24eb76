/** Editorial links (spec 000 s3 EditorialLinks): a label and a link per item. */
import type { EditorialLink } from '@bytewire/contracts';
import { SiteLink } from './SiteLink';

export function EditorialLinkList({ links }: { links: readonly EditorialLink[] }) {
  return (
    <ul className="editorial-links">
      {links.map((link) => (
        <li key={link.linkUrl}>
          {link.label ? <span className="story-card__label">{link.label}</span> : null}
          <SiteLink url={link.linkUrl}>{link.linkText}</SiteLink>
        </li>
      ))}
    </ul>
  );
}
