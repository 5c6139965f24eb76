/**
 * RicochetCollections (spec 000 s3): items with a required slug and optional title and type;
 * the list yields the items that have a slug, each linked to its collection (or to the route
 * of its type) and named by its title, else its slug.
 */
import { itemsOf, type PageComponent } from '@bytewire/contracts';
import { routeForLink } from '@bytewire/routes';
import { CollectionLinks } from '../CollectionLinks/CollectionLinks';
import { ComponentSection, listTitle } from '../ComponentSection/ComponentSection';
import type { RendererProps } from '../renderer-props';

/** The items whose slug a route accepts, with their path. */
export function ricochetLinks(component: PageComponent) {
  return itemsOf(component, 'RicochetCollections').flatMap((item) => {
    const route = routeForLink({ contentType: item.type || 'collection', slug: item.slug });
    return route ? [{ ...item, path: route.path }] : [];
  });
}

export function RicochetCollectionsRenderer({ component, level, titled }: RendererProps) {
  const items = ricochetLinks(component);
  if (items.length === 0) return null;
  return (
    <ComponentSection
      component={component}
      title={listTitle(component)}
      level={level}
      titled={titled}
    >
      <CollectionLinks
        links={items.map((item) => ({
          key: item.slug,
          url: item.path,
          text: item.title?.trim() || item.slug,
        }))}
      />
    </ComponentSection>
  );
}
