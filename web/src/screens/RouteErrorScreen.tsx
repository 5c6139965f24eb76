/** The screen for a thrown route error: the 404 page for not-found, else the error screen. */
import { ErrorFallbackBoundary } from './ErrorFallbackBoundary';
import { ErrorScreen } from './StatusPage/ErrorScreen';
import { NotFoundScreen } from './StatusPage/NotFoundScreen';

export function RouteErrorScreen({ status }: { status: number }) {
  return (
    <ErrorFallbackBoundary>
      {status === 404 ? <NotFoundScreen /> : <ErrorScreen status={status} />}
    </ErrorFallbackBoundary>
  );
}
