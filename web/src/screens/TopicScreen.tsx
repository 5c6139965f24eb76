/**
 * A topic (/topic/{slug}/): breadcrumbs through its ancestor topics, the h1 with the topic's
 * description, its subtopics, its stories (with load-more) and its other lists (reviews,
 * videos); CollectionPage and BreadcrumbList JSON-LD.
 */
import { routeForLink } from '@bytewire/routes';
import { SubtopicLinks } from '../components/SubtopicLinks/SubtopicLinks';
import { Breadcrumbs } from '../page-components/Breadcrumbs/Breadcrumbs';
import { ListingPage, primaryListing } from '../page-components/ListingPage/ListingPage';
import type { Crumb } from '../seo/listing-structured-data';
import type { ScreenProps } from './screen-props';

function topicPath(slug: string): string | undefined {
  return routeForLink({ contentType: 'topic', slug })?.path;
}

export function TopicScreen({ page }: ScreenProps) {
  const main = primaryListing(page);
  const topic = main?.list?.topic;
  const title = topic?.name || main?.list?.title || page.meta.title;
  const description = main?.list?.description ?? page.meta.description;
  const crumbs: Crumb[] = [
    { name: 'Topics', url: '/topic/' },
    ...(topic?.topicPath ?? []).flatMap((t) => {
      const url = topicPath(t.slug);
      return url && t.name ? [{ name: t.name, url }] : [];
    }),
    { name: title, url: page.meta.canonicalUrl ?? (topic ? (topicPath(topic.slug) ?? '') : '') },
  ];
  const subtopics = main?.list?.relatedItems ?? [];
  return (
    <ListingPage
      page={page}
      title={title}
      description={description}
      breadcrumbs={crumbs}
      before={<Breadcrumbs crumbs={crumbs} />}
      after={
        subtopics.length > 0 ? (
          <SubtopicLinks
            label={`${title} subtopics`}
            topics={subtopics.map((subtopic) => ({
              slug: subtopic.slug,
              title: subtopic.title,
              url: subtopic.url || topicPath(subtopic.slug),
            }))}
          />
        ) : null
      }
      emptyText={`There are no stories about ${title} yet.`}
    />
  );
}
