/** The error screen for every failure other than not-found (upstream down, bad answers, bugs). */
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { StatusPage, StatusText } from './StatusPage';

export const ERROR_TITLE = 'Something went wrong';

interface ErrorScreenProps {
  status: number;
}

export function ErrorScreen({ status }: ErrorScreenProps) {
  return (
    <StatusPage code={`Error ${status}`} title={ERROR_TITLE}>
      <StatusText>
        We could not show this page just now. This is on our side, not yours: please try again in a
        moment.
      </StatusText>
      <ButtonLink to="/">Go to the home page</ButtonLink>
    </StatusPage>
  );
}
