/** One content link in a listing: image, label, linked title, description, author and date. */
import type { ContentLink } from '@bytewire/contracts';
import { routeForLink } from '@bytewire/routes';
import type { ReactNode } from 'react';
import { CARD_IMAGES, type CardLayout } from '../card-images';
import { classNames } from '../class-names';
import { ContentDateTime } from '../ContentDateTime';
import { ContentImage } from '../ContentImage';
import { SiteLink } from '../SiteLink';
import styles from './StoryCard.module.css';

interface StoryCardProps {
  link: ContentLink;
  /** The heading level of the title within the page's outline. */
  headingLevel?: 2 | 3;
  /** Added to the card's root (a parent's module class: the home page's lead). */
  className?: string;
  /** Added to the card's title. */
  titleClassName?: string;
  /** The first story of a page: its image loads first. */
  priority?: boolean;
  /** Where the card stands, for the size of its image (see card-images); default a grid. */
  layout?: CardLayout;
}

/** The item's own URL, else the route of its content type (spec 000 s2). */
function hrefOf(link: ContentLink): string | undefined {
  return link.url || routeForLink(link)?.path;
}

/** A card's label (its kicker): small accent capitals; editorial links label their links so. */
export function StoryLabel({
  as: Tag = 'p',
  className,
  children,
}: {
  as?: 'p' | 'span';
  className?: string;
  children: ReactNode;
}) {
  return <Tag className={classNames(styles.label, className)}>{children}</Tag>;
}

export function StoryCard({
  link,
  headingLevel = 3,
  className,
  titleClassName,
  priority,
  layout = 'grid',
}: StoryCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const label = link.label ?? link.topics?.[0]?.name;
  const author = [link.author?.firstName, link.author?.lastName].filter(Boolean).join(' ');
  const description = link.description ?? link.summary;
  const image = CARD_IMAGES[layout];
  return (
    <article className={classNames(styles.root, className)} data-testid="story-card">
      <ContentImage
        image={link.image}
        className={styles.image}
        priority={priority}
        size={image.size}
        sizes={image.sizes}
        decorative
      />
      <div>
        {label ? <StoryLabel>{label}</StoryLabel> : null}
        <Heading className={classNames(styles.title, titleClassName)}>
          <SiteLink url={hrefOf(link)}>{link.title}</SiteLink>
        </Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
        <p className={styles.meta}>
          {author ? `${author} · ` : null}
          <ContentDateTime date={link.datePublished ?? link.date} />
        </p>
      </div>
    </article>
  );
}
