/**
 * An article as read, on the article page and in its AMP copy, in the layout of its variant
 * (body/article-variant.ts): the kicker above the headline (paid content's disclosure, a long
 * read's "In depth"), the header, a best list's picks, the body and topic links, then about the
 * author (unless the article suppresses it).
 */
import type { Article } from '@bytewire/contracts';
import { useRootData } from '../../app/use-root-data';
import { ArticleBody } from '../../body/ArticleBody';
import type { ArticleVariant } from '../../body/article-variant';
import { BestListPicks } from '../../body/modules/BestListPicks/BestListPicks';
import { AffiliateDisclosure } from '../../chrome/AffiliateDisclosure/AffiliateDisclosure';
import { hasAffiliateLinks } from '../../chrome/AffiliateDisclosure/commerce-story';
import { SponsorDisclosure } from '../../body/modules/SponsorDisclosure/SponsorDisclosure';
import { AuthorBio } from '../AuthorBio/AuthorBio';
import { StoryHeader } from '../StoryHeader/StoryHeader';
import { TopicLinks } from '../TopicLinks/TopicLinks';
import styles from './ArticleStory.module.css';

const LONGFORM_KICKER = 'In depth';

function Kicker({ variant }: { variant: ArticleVariant }) {
  const { site } = useRootData();
  if (variant === 'sponsored') return <SponsorDisclosure publicationName={site.publicationName} />;
  if (variant === 'longform') return <p className={styles.kicker}>{LONGFORM_KICKER}</p>;
  return null;
}

export function ArticleStory({ article, variant }: { article: Article; variant: ArticleVariant }) {
  return (
    <>
      <StoryHeader story={article} badge={<Kicker variant={variant} />} />
      {hasAffiliateLinks(article) ? <AffiliateDisclosure /> : null}
      {variant === 'best-list' ? <BestListPicks article={article} /> : null}
      <ArticleBody article={article} />
      <TopicLinks topics={article.topics} />
      <AuthorBio
        author={article.author}
        moreAuthors={article.moreAuthors}
        suppressed={article.suppressBio}
      />
    </>
  );
}
