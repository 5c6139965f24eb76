/** A breadcrumb trail: links to the ancestors, then the current page (not linked). */
import { SiteLink } from '../../components/SiteLink';
import type { Crumb } from '../../seo/listing-structured-data';
import styles from './Breadcrumbs.module.css';

export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  if (crumbs.length < 2) return null;
  const last = crumbs.length - 1;
  return (
    <nav className={styles.root} aria-label="Breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.url}-${index}`}>
            {index === last ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <SiteLink url={crumb.url}>{crumb.name}</SiteLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
