/**
 * A feature page (/feature/{slug}/, /innovation-index/): the h1 and description, then the
 * feature's rows and columns on a 12-column grid, each column as wide as its colspan (see
 * FeatureRenderer), and whatever else the page holds.
 */
import { PageHeading } from '../components/PageHeading/PageHeading';
import { PageHead } from '../document/PageHead';
import {
  FeatureGrid,
  featureOf,
} from '../page-components/renderers/FeatureRenderer/FeatureRenderer';
import { PageComponents } from '../page-components/PageComponents';
import { PageTitleProvider } from '../page-components/page-title';
import { GenericPageScreen } from './GenericPageScreen';
import type { ScreenProps } from './screen-props';

export function FeatureScreen(props: ScreenProps) {
  const { page } = props;
  const component = page.components.find(
    (c) => c.meta.componentType === 'Feature' && c.errors.length === 0,
  );
  if (!component) return <GenericPageScreen {...props} />;
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
