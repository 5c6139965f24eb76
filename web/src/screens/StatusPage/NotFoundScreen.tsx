/**
 * The 404 page (spec 000 s2, spec 001 s2): a title, the message, explanatory text beside an
 * image, and a link back to the site root.
 */
import { PAGE_NOT_FOUND_MESSAGE } from '../../app/route-errors';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { NotFoundIllustration } from './NotFoundIllustration';
import { StatusPage, StatusText } from './StatusPage';

export const NOT_FOUND_TITLE = 'Page not found';

export function NotFoundScreen() {
  return (
    <StatusPage code="Error 404" title={NOT_FOUND_TITLE} image={<NotFoundIllustration />}>
      <p>
        <strong>{`${PAGE_NOT_FOUND_MESSAGE}.`}</strong>
      </p>
      <StatusText>
        The link you followed may be broken, or the page may have moved or been taken down. The home
        page has the latest news, reviews and buying advice.
      </StatusText>
      <ButtonLink to="/">Back to the home page</ButtonLink>
    </StatusPage>
  );
}
