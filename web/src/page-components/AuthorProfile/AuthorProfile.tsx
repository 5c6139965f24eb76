/**
 * An author's profile (spec 000 s3 Author and Profile): headshot, name as the page's h1,
 * title, bureau, expertise, bio, education, awards, disclosure and social links (the twitter
 * handle with its @ prefix).
 */
import type { Author } from '@bytewire/contracts';
import { ContentImage } from '../../components/ContentImage';
import { SiteLink } from '../../components/SiteLink';
import { authorBio, authorBureau, authorTitle, fullName, socialLinks } from '../author-profile';
import styles from './AuthorProfile.module.css';

function Fact({ term, value }: { term: string; value: string | undefined }) {
  if (!value) return null;
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function AuthorProfile({ author }: { author: Author }) {
  const name = fullName(author);
  const title = authorTitle(author);
  const bio = authorBio(author);
  const social = socialLinks(author);
  const profile = author.profile;
  const disclosure = author.authorDisclosure || profile?.authorDisclosure;
  return (
    <header className={styles.root} data-testid="author-profile">
      <ContentImage image={author.image} className={styles.image} size="square_256" priority />
      <div className="author-profile__text">
        <h1>{name}</h1>
        {title ? (
          <p className={styles.title} data-testid="author-profile-title">
            {title}
          </p>
        ) : null}
        <dl className={styles.facts}>
          <Fact term="Bureau" value={authorBureau(author)} />
          <Fact term="Expertise" value={profile?.expertise} />
          <Fact term="Education" value={profile?.education} />
          <Fact term="Awards and credentials" value={profile?.awardsAndCredentials} />
        </dl>
        {bio ? (
          <p className={styles.bio} data-testid="author-profile-bio">
            {bio}
          </p>
        ) : null}
        {social.length > 0 ? (
          <ul className={styles.social} aria-label={`${name} on social media`}>
            {social.map((link) => (
              <li key={link.network}>
                <span className={styles.network}>{`${link.network}: `}</span>
                <SiteLink url={link.url}>{link.text}</SiteLink>
              </li>
            ))}
          </ul>
        ) : null}
        {disclosure ? <p className={styles.disclosure}>{disclosure}</p> : null}
      </div>
    </header>
  );
}
