/**
 * The static pages (about, editorial guidelines, newsletters, reprints, privacy policy, do not
 * sell, meet the team, the HTML sitemap, RSS feeds, advertise): the h1, the page's text
 * (sanitised upstream HTML; the About page's carries the audience figures of spec 000 s1) and
 * what the page adds below it (editorial links, the team, the sitemap's sections and topics),
 * all through the component registry. The About page also gets AboutPage JSON-LD; the
 * newsletters page the newsletter signup.
 */
import { useRootData } from '../../app/use-root-data';
import { PageHeading } from '../../components/PageHeading/PageHeading';
import { PageHead } from '../../document/PageHead/PageHead';
import { PageComponents } from '../../page-components/PageComponents';
import { useCanonicalUrl } from '../../page-components/use-canonical-url';
import { NewsletterSignup } from '../../member/NewsletterSignup/NewsletterSignup';
import { JsonLd } from '../../seo/json-ld';
import { aboutPageStructuredData } from '../../seo/site-structured-data';
import type { ScreenProps } from '../screen-props';
import styles from './StaticScreen.module.css';

export function StaticScreen({ page, route }: ScreenProps) {
  const { site } = useRootData();
  const canonicalUrl = useCanonicalUrl(page.meta.canonicalUrl);
  const title = page.meta.title || site.publicationName;
  return (
    <div className={`${styles.root} static-page--${route.name}`}>
      <PageHead
        title={title}
        description={page.meta.description}
        canonical={page.meta.canonicalUrl}
        noIndex={page.meta.noIndex}
      />
      {route.name === 'about' ? (
        <JsonLd
          data={aboutPageStructuredData(
            { name: title, url: canonicalUrl, description: page.meta.description },
            site,
          )}
        />
      ) : null}
      <PageHeading title={title} description={page.meta.description} />
      <PageComponents components={page.components} pageTitle={title} context="page" />
      {route.name === 'newsletters' ? <NewsletterSignup /> : null}
    </div>
  );
}
