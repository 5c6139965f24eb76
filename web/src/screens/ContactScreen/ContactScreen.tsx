/**
 * `/contact/` (spec 001 s2 "Contact form: heading, description, subject, success message"):
 * the page's heading and description, its text, then the form. The About page's "Work with Us"
 * contact leads here.
 */
import { useRootData } from '../../app/use-root-data';
import { PageHeading } from '../../components/PageHeading/PageHeading';
import { PageHead } from '../../document/PageHead/PageHead';
import { PageComponents } from '../../page-components/PageComponents';
import type { ScreenProps } from '../screen-props';
import { ContactForm } from './ContactForm';
import styles from './ContactScreen.module.css';

export function ContactScreen({ page }: ScreenProps) {
  const { site } = useRootData();
  const title = page.meta.title || `Contact ${site.publicationName}`;
  return (
    <div className={styles.root}>
      <PageHead
        title={title}
        description={page.meta.description}
        canonical={page.meta.canonicalUrl}
        noIndex={page.meta.noIndex}
      />
      <PageHeading title={title} description={page.meta.description} />
      <PageComponents components={page.components} pageTitle={title} context="page" />
      <ContactForm />
    </div>
  );
}
