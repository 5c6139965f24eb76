/**
 * Article, Review, Gallery and Video components. In a listing or a feature they are teaser
 * cards (link, image, title, dek); as a page's main content (the generic screen, until the
 * type's own screen takes over) they show their image, dek and sanitised body.
 */
import { SafeHtml } from '../../body/SafeHtml';
import { ContentImage } from '../../components/ContentImage';
import { PageDescription } from '../../components/PageHeading/PageHeading';
import { StoryCard } from '../../components/StoryCard/StoryCard';
import { ComponentSection, useComponentClassName } from '../ComponentSection/ComponentSection';
import type { RendererProps } from '../renderer-props';
import { teaserLink, teaserSourceOf } from '../teaser-link';

export function TeaserRenderer({ component, level, titled, context }: RendererProps) {
  const teaser = teaserSourceOf(component);
  const teaserClassName = useComponentClassName('teaser');
  if (!teaser) return null;
  const link = teaserLink(teaser.type, teaser.source);
  if (context === 'listing') {
    return (
      <div className={teaserClassName} data-component={component.meta.componentName}>
        <StoryCard link={link} headingLevel={level} layout="wide" />
      </div>
    );
  }
  return (
    <ComponentSection component={component} title={link.title} level={level} titled={titled}>
      <ContentImage image={link.image} priority />
      {titled && link.description ? <PageDescription>{link.description}</PageDescription> : null}
      <SafeHtml html={teaser.source.body} className="article__body" />
    </ComponentSection>
  );
}
