/**
 * An author profile (/meet-the-team/{slug}/): the profile (headshot, name, title, bureau,
 * expertise, bio, social links) and the author's stories with load-more; ProfilePage JSON-LD
 * with the Person.
 */
import { itemsOf, type Author } from '@bytewire/contracts';
import { useRootData } from '../app/use-root-data';
import { PageHead } from '../document/PageHead/PageHead';
import { authorBio, authorTitle, fullName, socialLinks } from '../page-components/author-profile';
import { AuthorProfile } from '../page-components/AuthorProfile/AuthorProfile';
import { PageComponents } from '../page-components/PageComponents';
import { useCanonicalUrl } from '../page-components/use-canonical-url';
import { authorStructuredData } from '../seo/author-structured-data';
import { JsonLd } from '../seo/json-ld';
import { useSchemaImageOf } from '../seo/use-schema-image';
import type { ScreenProps } from './screen-props';

/** The profile's author: the subject of the page's AuthorList, else its only item. */
function profiledAuthor(props: ScreenProps): Author | undefined {
  for (const component of props.page.components) {
    if (component.meta.componentType !== 'AuthorList' || component.errors.length > 0) continue;
    const subject = component.list?.author ?? itemsOf(component, 'AuthorList')[0];
    if (subject && fullName(subject) !== '') return subject;
  }
  return undefined;
}

/** A page without a profiled author still shows what it has, on the generic page screen. */
export const showsAuthor = (props: ScreenProps) => profiledAuthor(props) !== undefined;

export function AuthorScreen(props: ScreenProps) {
  const { page } = props;
  const { site } = useRootData();
  const canonicalUrl = useCanonicalUrl(page.meta.canonicalUrl);
  const imageOf = useSchemaImageOf();
  const author = profiledAuthor(props);
  // Never: such a page shows on the generic page screen (showsAuthor).
  if (!author) return null;
  const name = fullName(author);
  const bio = authorBio(author);
  // The profile is the page's AuthorList: only the stories and what else the page holds follow.
  const rest = page.components.filter((c) => c.meta.componentType !== 'AuthorList');
  return (
    <>
      <PageHead
        title={page.meta.title || name}
        description={page.meta.description ?? bio}
        canonical={page.meta.canonicalUrl}
        noIndex={page.meta.noIndex}
      />
      <JsonLd
        data={authorStructuredData({
          author,
          name,
          jobTitle: authorTitle(author),
          description: bio,
          url: canonicalUrl,
          sameAs: socialLinks(author).map((link) => link.url),
          site,
          imageOf,
        })}
      />
      <AuthorProfile author={author} />
      <PageComponents components={rest} pageTitle={name} />
    </>
  );
}
