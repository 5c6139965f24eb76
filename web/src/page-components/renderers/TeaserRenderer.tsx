/**
 * Article, Review, Gallery and Video components. In a listing or a feature they are teaser
 * cards (link, image, title, dek); as a page's main content (the generic screen, until the
 * type's own screen takes over) they show their image, dek and sanitised body.
 */
import { SafeHtml } from '../../body/SafeHtml';
import { ContentImage } from '../../components/ContentImage';
import { StoryCard } from '../../components/StoryCard';
import { ComponentSection } from '../ComponentSection';
import { isTeaserSource } from '../item-guards';
import type { RendererProps } from '../renderer-props';
import { teaserLink, type TeaserType } from '../teaser-link';

export function TeaserRenderer({ component, level, titled, context }: RendererProps) {
  const type = component.meta.componentType as TeaserType;
  const link = teaserLink(type, component.item);
  if (!link) return null;
  if (context === 'listing') {
    return (
      <div
        className="page-component page-component--teaser"
        data-component={component.meta.componentName}
      >
        <StoryCard link={link} headingLevel={level} layout="wide" />
      </div>
    );
  }
  const body = isTeaserSource(component.item) ? component.item.body : undefined;
  return (
    <ComponentSection component={component} title={link.title} level={level} titled={titled}>
      <ContentImage image={link.image} priority />
      {titled && link.description ? (
        <p className="page-heading__description">{link.description}</p>
      ) : null}
      <SafeHtml html={body} className="article__body" />
    </ComponentSection>
  );
}
