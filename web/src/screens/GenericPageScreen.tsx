/**
 * The screen of routes whose dedicated screen comes later (galleries, reviews, videos,
 * topics, static pages, ...): the page title and what each component holds, from real data.
 */
import type { PageComponent } from '@bytewire/contracts';
import { ContentImage } from '../components/ContentImage';
import { PageHeading } from '../components/PageHeading';
import { Section } from '../components/Section';
import { SiteLink } from '../components/SiteLink';
import { StoryList } from '../components/StoryList';
import { PageHead } from '../document/PageHead';
import { componentTitle, contentLinksOf, isContentLink } from '../content/component-items';
import { summarise, type ItemSummary } from '../content/item-summary';
import type { ScreenProps } from './screen-props';

function ItemContent({ item, withDescription }: { item: ItemSummary; withDescription: boolean }) {
  return (
    <>
      <ContentImage image={item.image} priority />
      {withDescription && item.description ? (
        <p className="page-heading__description">{item.description}</p>
      ) : null}
      {/* The platform's HTML as it comes, for now: a real sanitiser lands in a later issue. */}
      {item.body ? (
        <div className="article__body" dangerouslySetInnerHTML={{ __html: item.body }} />
      ) : null}
    </>
  );
}

interface ComponentContentProps {
  component: PageComponent;
  /** The page's own title: an item that repeats it is the page's main content, unheaded. */
  pageTitle: string;
}

function ComponentContent({ component, pageTitle }: ComponentContentProps) {
  const links = contentLinksOf(component);
  const others = (component.items ?? [])
    .filter((item) => !isContentLink(item))
    .flatMap((item) => {
      const summary = summarise(item);
      return summary ? [summary] : [];
    });
  const item = summarise(component.item);
  if (links.length === 0 && others.length === 0 && !item) return null;

  const isMain = item?.title === pageTitle;
  const content = (
    <>
      {item ? <ItemContent item={item} withDescription={!isMain} /> : null}
      {links.length > 0 ? <StoryList links={links} dense /> : null}
      {others.length > 0 ? (
        <ul className="component-links">
          {others.map((other, index) => (
            <li key={`${other.url ?? other.title ?? ''}-${index}`}>
              {other.title ? <SiteLink url={other.url}>{other.title}</SiteLink> : null}
              {other.description ? (
                <p className="story-card__description">{other.description}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
  return isMain ? (
    <div className="section">{content}</div>
  ) : (
    <Section title={item?.title ?? componentTitle(component)}>{content}</Section>
  );
}

export function GenericPageScreen({ page }: ScreenProps) {
  const title = page.meta.title;
  return (
    <>
      <PageHead
        title={title}
        description={page.meta.description}
        canonical={page.meta.canonicalUrl}
      />
      <PageHeading title={title} description={page.meta.description} />
      {page.components
        .filter((component) => component.errors.length === 0)
        .map((component) => (
          <ComponentContent key={component.name} component={component} pageTitle={title} />
        ))}
    </>
  );
}
