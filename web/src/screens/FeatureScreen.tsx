/**
 * A feature page (/feature/{slug}/, /innovation-index/): the h1 and description, then the
 * feature's rows and columns on a 12-column grid, each column as wide as its colspan (see
 * FeatureRenderer), and whatever else the page holds.
 */
import { PageHeading } from '../components/PageHeading/PageHeading';
import { PageHead } from '../document/PageHead/PageHead';
import {
  FeatureGrid,
  featureOf,
} from '../page-components/renderers/FeatureRenderer/FeatureRenderer';
import { PageComponents } from '../page-components/PageComponents';
import { PageTitleProvider } from '../page-components/page-title';
import type { ScreenProps } from './screen-props';

const featureComponentOf = (page: ScreenProps['page']) =>
  page.components.find((c) => c.meta.componentType === 'Feature' && c.errors.length === 0);

/** A page without a usable feature still shows what it has, on the generic page screen. */
export const showsFeature = ({ page }: ScreenProps) => featureComponentOf(page) !== undefined;

export function FeatureScreen(props: ScreenProps) {
  const { page } = props;
  const component = featureComponentOf(page);
  // Never: such a page shows on the generic page screen (showsFeature).
  if (!component) return null;
  const feature = featureOf(component);
  const title = feature.title || page.meta.title;
  const description = feature.description ?? page.meta.description;
  const rest = page.components.filter((c) => c !== component);
  return (
    <>
      <PageHead
        title={page.meta.title || title}
        description={description}
        canonical={page.meta.canonicalUrl}
        noIndex={page.meta.noIndex}
      />
      <PageHeading title={title} description={description} />
      <PageTitleProvider title={title}>
        <FeatureGrid rows={feature.rows} />
      </PageTitleProvider>
      <PageComponents components={rest} pageTitle={title} />
    </>
  );
}
