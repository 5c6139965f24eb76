/**
 * The last resort (spec 000 s2): the error screen itself failed. A plain link home, since the
 * router may be what broke.
 */
export const ERROR_PAGE_FAILED_MESSAGE = 'An error occurred while showing the error page.';

export function ErrorPageFailed() {
  return (
    <section className="status-page" role="alert">
      <div>
        <h1>{ERROR_PAGE_FAILED_MESSAGE}</h1>
        <p>
          <a href="/">Go to the home page</a>
        </p>
      </div>
    </section>
  );
}
