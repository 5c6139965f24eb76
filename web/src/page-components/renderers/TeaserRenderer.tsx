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
import { isTeaserSource } from '../item-guards';
import type { RendererProps } from '../renderer-props';
import { teaserLink, type TeaserType } from '../teaser-link';

export function TeaserRenderer({ component, level, titled, context }: RendererProps) {
  const type = component.meta.componentType as TeaserType;
  const link = teaserLink(type, component.item);
  const teaserClassName = useComponentClassName('teaser');
  if (!link) return null;
  if (context === 'listing') {
    return (
      <div className={teaserClassName} data-component={component.meta.componentName}>
        <StoryCard link={link} headingLevel={level} layout="wide" />
      </div>
    );
  }
  const body = isTeaserSource(component.item) ? component.item.body : undefined;
  return (
    <ComponentSection component={component} title={link.title} level={level} titled={titled}>
      <ContentImage image={link.image} priority />
      {titled && link.description ? <PageDescription>{link.description}</PageDescription> : null}
      <SafeHtml html={body} className="article__body" />
    </ComponentSection>
  );
}
