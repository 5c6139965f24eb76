/**
 * Moving through a gallery: previous and next links (rel prev/next), where the reader is
 * ("3 of 12", announced after each client navigation) and the numbered pages.
 */
import { Link } from 'react-router-dom';
import { pageNumbers, slidePath, slidePosition, type GallerySlide } from '../gallery-slides';
import styles from './GalleryPager.module.css';

interface GalleryPagerProps {
  slug: string;
  slide: GallerySlide;
  /** Names the navigation landmark (two pagers on one page must differ). */
  label: string;
}

function PagerLink({
  slug,
  page,
  rel,
  children,
}: {
  slug: string;
  page: number | undefined;
  rel: 'prev' | 'next';
  children: string;
}) {
  const path = page === undefined ? undefined : slidePath(slug, page);
  const className = rel === 'next' ? `${styles.step} ${styles.stepNext}` : styles.step;
  // The first and last pages keep the step's place, but it is not a link.
  if (!path) {
    return (
      <span className={className} aria-hidden="true">
        {children}
      </span>
    );
  }
  return (
    <Link className={className} to={path} rel={rel} preventScrollReset>
      {children}
    </Link>
  );
}

export function GalleryPager({ slug, slide, label }: GalleryPagerProps) {
  const { page, total, previousPage, nextPage } = slide;
  return (
    <nav className={styles.root} aria-label={label}>
      <PagerLink slug={slug} page={previousPage} rel="prev">
        ← Previous
      </PagerLink>
      <p className={styles.position} aria-live="polite" data-testid="gallery-pager-position">
        <span className="visually-hidden">Photo </span>
        {slidePosition(page, total)}
      </p>
      <PagerLink slug={slug} page={nextPage} rel="next">
        Next →
      </PagerLink>
      <ol className={styles.pages}>
        {pageNumbers(page, total).map((n) => {
          const path = slidePath(slug, n);
          return (
            <li key={n}>
              {path && n !== page ? (
                <Link to={path} preventScrollReset>
                  <span className="visually-hidden">Photo </span>
                  {n}
                </Link>
              ) : (
                <span aria-current={n === page ? 'page' : undefined}>
                  <span className="visually-hidden">Photo </span>
                  {n}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
