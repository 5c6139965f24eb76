/** One content link in a listing: image, label, linked title, description, author and date. */
import type { ContentLink } from '@bytewire/contracts';
import { routeForLink } from '@bytewire/routes';
import { CARD_IMAGES, type CardLayout } from './card-images';
import { ContentDateTime } from './ContentDateTime';
import { ContentImage } from './ContentImage';
import { SiteLink } from './SiteLink';

interface StoryCardProps {
  link: ContentLink;
  /** The heading level of the title within the page's outline. */
  headingLevel?: 2 | 3;
  className?: string;
  /** The first story of a page: its image loads first. */
  priority?: boolean;
  /** Where the card stands, for the size of its image (see card-images); default a grid. */
  layout?: CardLayout;
}

/** The item's own URL, else the route of its content type (spec 000 s2). */
function hrefOf(link: ContentLink): string | undefined {
  return link.url || routeForLink(link)?.path;
}

export function StoryCard({
  link,
  headingLevel = 3,
  className,
  priority,
  layout = 'grid',
}: StoryCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const label = link.label ?? link.topics?.[0]?.name;
  const author = [link.author?.firstName, link.author?.lastName].filter(Boolean).join(' ');
  const description = link.description ?? link.summary;
  const image = CARD_IMAGES[layout];
  return (
    <article className={['story-card', className].filter(Boolean).join(' ')}>
      <ContentImage
        image={link.image}
        className="story-card__image"
        priority={priority}
        size={image.size}
        sizes={image.sizes}
        decorative
      />
      <div>
        {label ? <p className="story-card__label">{label}</p> : null}
        <Heading className="story-card__title">
          <SiteLink url={hrefOf(link)}>{link.title}</SiteLink>
        </Heading>
        {description ? <p className="story-card__description">{description}</p> : null}
        <p className="story-card__meta">
          {author ? `${author} · ` : null}
          <ContentDateTime date={link.datePublished ?? link.date} />
        </p>
      </div>
    </article>
  );
}
