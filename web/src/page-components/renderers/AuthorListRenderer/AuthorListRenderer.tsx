/** AuthorList: a card per author (headshot, name linked to the profile, title, bureau). */
import { itemsOf, type Author, type PageComponent } from '@bytewire/contracts';
import { ContentImage } from '../../../components/ContentImage';
import { SiteLink } from '../../../components/SiteLink';
import { authorBureau, authorProfilePath, authorTitle, fullName } from '../../author-profile';
import { ComponentSection, listTitle } from '../../ComponentSection/ComponentSection';
import { cardLevel, type HeadingLevel, type RendererProps } from '../../renderer-props';
import styles from './AuthorListRenderer.module.css';

function AuthorCard({ author, level }: { author: Author; level: HeadingLevel }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const name = fullName(author);
  const path = authorProfilePath(author);
  const title = authorTitle(author);
  const bureau = authorBureau(author);
  return (
    <article className={styles.card}>
      <ContentImage image={author.image} className={styles.image} size="square_80" decorative />
      <div>
        <Heading className={styles.name}>
          {path ? <SiteLink url={path}>{name}</SiteLink> : name}
        </Heading>
        {title ? <p className={styles.title}>{title}</p> : null}
        {bureau ? <p className={styles.bureau}>{bureau}</p> : null}
      </div>
    </article>
  );
}

/** The named authors of the list. */
export function authorsOf(component: PageComponent): Author[] {
  return itemsOf(component, 'AuthorList').filter((a) => fullName(a) !== '');
}

export function AuthorListRenderer({ component, level, titled }: RendererProps) {
  const authors = authorsOf(component);
  if (authors.length === 0) return null;
  return (
    <ComponentSection
      component={component}
      title={listTitle(component)}
      level={level}
      titled={titled}
      description={titled ? component.list?.description : undefined}
    >
      <ul className={styles.list}>
        {authors.map((author) => (
          <li key={author.id ?? fullName(author)}>
            <AuthorCard author={author} level={cardLevel(level, titled)} />
          </li>
        ))}
      </ul>
    </ComponentSection>
  );
}
