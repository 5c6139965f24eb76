/** The page route's error boundary: inside the site frame, with the header and footer. */
import { useRouteError } from 'react-router-dom';
import { errorStatus } from '../app/error-status';
import { PageHead } from '../document/PageHead/PageHead';
import { errorTitle } from './StatusPage/ErrorScreen';
import { NOT_FOUND_TITLE } from './StatusPage/NotFoundScreen';
import { RouteErrorScreen } from './RouteErrorScreen';

export function PageErrorBoundary() {
  const status = errorStatus(useRouteError());
  return (
    <>
      <PageHead title={status === 404 ? NOT_FOUND_TITLE : errorTitle(status)} noIndex />
      <RouteErrorScreen status={status} />
    </>
  );
}
