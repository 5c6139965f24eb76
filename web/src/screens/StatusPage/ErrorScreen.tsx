/**
 * The error screen for every failure other than not-found. A 4xx is the reader's request that
 * could not be answered (a malformed address, a search too long): the wording says so and what
 * to do; 451 is the restricted state's notice (spec 001 s1). Anything else (upstream down, bad
 * answers, bugs) is ours: spec 001 s8's message.
 */
import { RESTRICTED_PAGE_MESSAGE, RESTRICTED_STATUS } from '@bytewire/site';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { StatusPage, StatusText } from './StatusPage';

export const ERROR_TITLE = 'Something went wrong';
export const REQUEST_ERROR_TITLE = 'We could not understand that request';
/** Spec 001 s8. */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again later.';

/**
 * A 4xx (404 has its own screen): the request, not the site, is at fault. Not 429: too many
 * requests is answered by trying again later.
 */
export function isRequestError(status: number): boolean {
  return status >= 400 && status < 500 && status !== 429;
}

/** The restricted state's notice for a health or wearables page (spec 001 s1). */
export const RESTRICTED_TITLE = 'Not available in your state';

/** The screen's title for a status, for the page's head too. */
export function errorTitle(status: number): string {
  if (status === RESTRICTED_STATUS) return RESTRICTED_TITLE;
  return isRequestError(status) ? REQUEST_ERROR_TITLE : ERROR_TITLE;
}

function explanation(status: number): string {
  if (status === RESTRICTED_STATUS) {
    return `${RESTRICTED_PAGE_MESSAGE}: health and wearables coverage is not offered there.`;
  }
  return isRequestError(status)
    ? 'The address or search you sent is not one we can answer: it may be mistyped, too long or contain characters we do not accept. Check it and try again, or start from the home page.'
    : UNEXPECTED_ERROR_MESSAGE;
}

interface ErrorScreenProps {
  status: number;
}

export function ErrorScreen({ status }: ErrorScreenProps) {
  return (
    <StatusPage code={`Error ${status}`} title={errorTitle(status)}>
      <StatusText>{explanation(status)}</StatusText>
      <ButtonLink to="/">Go to the home page</ButtonLink>
    </StatusPage>
  );
}
