/**
 * The 404 page (spec 000 s2, spec 001 s2): a title, the message, explanatory text beside an
 * image, and a link back to the site root.
 */
import { Link } from 'react-router-dom';
import { PAGE_NOT_FOUND_MESSAGE } from '../app/route-errors';
import { NotFoundIllustration } from './NotFoundIllustration';

export const NOT_FOUND_TITLE = 'Page not found';

export function NotFoundScreen() {
  return (
    <section className="status-page" aria-labelledby="status-page-title">
      <div>
        <p className="status-page__code">Error 404</p>
        <h1 id="status-page-title">{NOT_FOUND_TITLE}</h1>
        <p>
          <strong>{`${PAGE_NOT_FOUND_MESSAGE}.`}</strong>
        </p>
        <p className="status-page__text">
          The link you followed may be broken, or the page may have moved or been taken down. The
          home page has the latest news, reviews and buying advice.
        </p>
        <Link to="/" className="button-link">
          Back to the home page
        </Link>
      </div>
      <NotFoundIllustration />
    </section>
  );
}
