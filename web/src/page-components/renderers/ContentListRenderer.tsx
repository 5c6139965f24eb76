/**
 * ContentList, VideoList and SmartSearchResults: the component's content links as story cards,
 * under the list's title and description, with its "see more" link and, for a paged list,
 * load-more.
 */
import { StoryList } from '../../components/StoryList/StoryList';
import { contentLinksOf } from '@bytewire/contracts';
import { ComponentSection, listTitle } from '../ComponentSection/ComponentSection';
import { LoadMoreListing } from '../LoadMoreListing/LoadMoreListing';
import { cardLevel, type RendererProps } from '../renderer-props';

export function ContentListRenderer({ component, level, titled }: RendererProps) {
  const links = contentLinksOf(component);
  if (links.length === 0) return null;
  const type = component.meta.componentType;
  const video = type === 'VideoList';
  return (
    <ComponentSection
      component={component}
      title={listTitle(component)}
      level={level}
      titled={titled}
      description={titled ? component.list?.description : undefined}
    >
      <LoadMoreListing
        key={component.meta.links?.self?.href ?? component.name}
        component={component}
        links={links}
        noun={video ? 'videos' : type === 'SmartSearchResults' ? 'results' : 'stories'}
        renderLinks={(shown) => (
          <StoryList links={shown} dense={video} headingLevel={cardLevel(level, titled)} />
        )}
      />
    </ComponentSection>
  );
}
