/**
 * Previous and next links of a paged listing and where the page sits: "Showing 21–40 of 340"
 * (spec 001 s3). Page links go through the route table, so they match back to the route.
 */
import type { Paging } from '@bytewire/contracts';
import type { RouteDefinition, RouteParams } from '@bytewire/routes';
import { buildPath } from '@bytewire/routes';
import { Link } from 'react-router-dom';
import { pageWindow } from '../../content/page-window';
import styles from './Pagination.module.css';

interface PaginationProps {
  paging: Paging;
  route: RouteDefinition;
  params: RouteParams;
}

/** Page 1 is the route without a page number. */
function pagePath(route: RouteDefinition, params: RouteParams, page: number): string {
  return buildPath(route.name, { ...params, pageNumber: page > 1 ? String(page) : undefined });
}

export function Pagination({ paging, route, params }: PaginationProps) {
  const { min, max, total, previousPage, nextPage } = pageWindow(paging);
  // Routes without a page number parameter show where the list stands, but no page links.
  const pageable = route.params.pageNumber !== undefined;
  return (
    <nav className={styles.root} aria-label="Pages">
      <p className={styles.summary}>{`Showing ${min}–${max} of ${total}`}</p>
      <ul className={styles.links}>
        {pageable && previousPage ? (
          <li>
            <Link to={pagePath(route, params, previousPage)} rel="prev">
              ← Previous
            </Link>
          </li>
        ) : null}
        {pageable && nextPage ? (
          <li>
            <Link to={pagePath(route, params, nextPage)} rel="next">
              Next →
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
