/**
 * An article as read, on the article page and in its AMP copy, in the layout of its variant
 * (body/article-variant.ts): the kicker above the headline (paid content's disclosure, a long
 * read's "In depth"), the header, a best list's picks, the body and topic links.
 */
import type { Article } from '@bytewire/contracts';
import { useRootData } from '../app/use-root-data';
import { ArticleBody } from '../body/ArticleBody';
import type { ArticleVariant } from '../body/article-variant';
import { BestListPicks } from '../body/modules/BestListPicks';
import { SponsorDisclosure } from '../body/modules/SponsorDisclosure';
import { StoryHeader } from './StoryHeader/StoryHeader';
import { TopicLinks } from './TopicLinks/TopicLinks';

const LONGFORM_KICKER = 'In depth';

function Kicker({ variant }: { variant: ArticleVariant }) {
  const { site } = useRootData();
  if (variant === 'sponsored') return <SponsorDisclosure publicationName={site.publicationName} />;
  if (variant === 'longform') return <p className="article__kicker">{LONGFORM_KICKER}</p>;
  return null;
}

export function ArticleStory({ article, variant }: { article: Article; variant: ArticleVariant }) {
  return (
    <>
      <StoryHeader story={article} badge={<Kicker variant={variant} />} />
      {variant === 'best-list' ? <BestListPicks article={article} /> : null}
      <ArticleBody article={article} />
      <TopicLinks topics={article.topics} />
    </>
  );
}
