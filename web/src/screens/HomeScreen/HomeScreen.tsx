/**
 * The front door: breaking news, the lead story, then every other listing of the page as a
 * titled grid with its "see more" link, and the editorial links.
 */
import { itemsOf, type PageComponent } from '@bytewire/contracts';
import { useRootData } from '../../app/use-root-data';
import { BreakingNews } from '../../components/BreakingNews/BreakingNews';
import { EditorialLinkList } from '../../components/EditorialLinkList/EditorialLinkList';
import { Section } from '../../components/Section/Section';
import { StoryCard } from '../../components/StoryCard/StoryCard';
import { StoryList } from '../../components/StoryList/StoryList';
import { PageHead } from '../../document/PageHead/PageHead';
import { SiteJsonLd } from '../../seo/SiteJsonLd';
import { componentTitle, componentsOfType, contentLinksOf } from '../../content/component-items';
import type { ScreenProps } from '../screen-props';
import styles from './HomeScreen.module.css';

/** Component names of the front door's composer page. */
const BREAKING_NEWS = 'breakingNews';
const LEAD_STORY = 'leadStory';

const named = (name: string) => (component: PageComponent) => component.meta.componentName === name;

function moreLink(component: PageComponent) {
  const { viewMoreText, viewMoreUrl } = component.list ?? {};
  return viewMoreText && viewMoreUrl ? { text: viewMoreText, url: viewMoreUrl } : undefined;
}

export function HomeScreen({ page }: ScreenProps) {
  const { site } = useRootData();
  // Every loaded component listing content (ContentList, VideoList, ...), in page order.
  const lists = page.components.filter(
    (c) => c.errors.length === 0 && contentLinksOf(c).length > 0,
  );
  const breaking = lists.find(named(BREAKING_NEWS));
  const leadList = lists.find(named(LEAD_STORY)) ?? lists.find((c) => c !== breaking);
  const [lead, ...moreLead] = leadList ? contentLinksOf(leadList) : [];
  const others = lists.filter((c) => c !== breaking && c !== leadList);
  const editorial = componentsOfType(page, 'EditorialLinks');

  return (
    <>
      <PageHead title={page.meta.title} description={page.meta.description} />
      <SiteJsonLd />
      <h1 className="visually-hidden">{page.meta.title || site.publicationName}</h1>
      {breaking ? <BreakingNews link={contentLinksOf(breaking)[0]} /> : null}
      {lead ? (
        <section className={styles.leadStory} aria-label="Lead story">
          <StoryCard
            link={lead}
            headingLevel={2}
            layout="lead"
            priority
            className={styles.card}
            titleClassName={styles.cardTitle}
          />
          {moreLead.length > 0 ? (
            <StoryList
              links={moreLead}
              cardClassName={styles.card}
              cardTitleClassName={styles.cardTitle}
            />
          ) : null}
        </section>
      ) : null}
      {others.map((component) => (
        <Section key={component.name} title={componentTitle(component)} more={moreLink(component)}>
          <StoryList links={contentLinksOf(component)} dense />
        </Section>
      ))}
      {editorial.map((component) => (
        <Section
          key={component.name}
          title={component.list?.componentLabel ?? componentTitle(component)}
        >
          <EditorialLinkList links={itemsOf(component, 'EditorialLinks')} />
        </Section>
      ))}
    </>
  );
}
