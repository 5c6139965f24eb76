/**
 * The 404 page's image: a signal that lost its way (web/public/brand/not-found.svg). A file
 * rather than drawn inline: only the rare 404 page pays its request, where inline it would ride
 * in the entry's JavaScript of every page.
 */
import styles from './StatusPage.module.css';

export const NOT_FOUND_IMAGE = '/brand/not-found.svg';

export function NotFoundIllustration() {
  return (
    <img
      className={styles.image}
      src={NOT_FOUND_IMAGE}
      width={400}
      height={300}
      alt="A broken signal trail ending in a question mark"
    />
  );
}
