/** The error screen for every failure other than not-found (upstream down, bad answers, bugs). */
import { Link } from 'react-router-dom';

export const ERROR_TITLE = 'Something went wrong';

interface ErrorScreenProps {
  status: number;
}

export function ErrorScreen({ status }: ErrorScreenProps) {
  return (
    <section className="status-page" aria-labelledby="status-page-title">
      <div>
        <p className="status-page__code">{`Error ${status}`}</p>
        <h1 id="status-page-title">{ERROR_TITLE}</h1>
        <p className="status-page__text">
          We could not show this page just now. This is on our side, not yours: please try again in
          a moment.
        </p>
        <Link to="/" className="button-link">
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
