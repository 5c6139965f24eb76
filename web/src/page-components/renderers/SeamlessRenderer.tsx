/**
 * Seamless (spec 000 s3 Seamless item: id, slug, source, title, type, url): the queue of what
 * follows a story. The article screen scrolls through it; elsewhere it is a "read next" list.
 */
import { itemsOf, type PageComponent } from '@bytewire/contracts';
import { routeForLink } from '@bytewire/routes';
import { CollectionLinks } from '../CollectionLinks/CollectionLinks';
import { ComponentSection } from '../ComponentSection/ComponentSection';
import type { RendererProps } from '../renderer-props';

export function seamlessItems(component: PageComponent) {
  return itemsOf(component, 'Seamless');
}

export function SeamlessRenderer({ component, level, titled }: RendererProps) {
  const items = seamlessItems(component);
  if (items.length === 0) return null;
  return (
    <ComponentSection component={component} title="Read next" level={level} titled={titled}>
      <CollectionLinks
        links={items.map((item) => ({
          key: item.id ?? item.slug,
          url: item.url || routeForLink({ contentType: item.type, slug: item.slug })?.path,
          text: item.title,
        }))}
      />
    </ComponentSection>
  );
}
