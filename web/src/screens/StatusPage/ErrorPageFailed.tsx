/**
 * The last resort (spec 000 s2): the error screen itself failed. A plain link home, since the
 * router may be what broke.
 */
import { StatusPage } from './StatusPage';

export const ERROR_PAGE_FAILED_MESSAGE = 'An error occurred while showing the error page.';

export function ErrorPageFailed() {
  return (
    <StatusPage alert title={ERROR_PAGE_FAILED_MESSAGE}>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </StatusPage>
  );
}
