/**
 * The 404 page (spec 000 s2, spec 001 s2): a title, the message, explanatory text beside an
 * image, and a link back to the site root; title, text and link from the catalogue (spec 001 s8).
 */
import { PAGE_NOT_FOUND_MESSAGE } from '../../app/route-errors';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { t } from '../../i18n/t';
import { NotFoundIllustration } from './NotFoundIllustration';
import { StatusPage, StatusText } from './StatusPage';

export const NOT_FOUND_TITLE = t('notFound.title');

export function NotFoundScreen() {
  return (
    <StatusPage code="Error 404" title={NOT_FOUND_TITLE} image={<NotFoundIllustration />}>
      <p>
        <strong>{`${PAGE_NOT_FOUND_MESSAGE}.`}</strong>
      </p>
      <StatusText>{t('notFound.text')}</StatusText>
      <ButtonLink to="/">{t('notFound.back')}</ButtonLink>
    </StatusPage>
  );
}
