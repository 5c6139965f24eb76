/**
 * The component registry: `meta.componentType` → the renderer of that type, for each type of
 * spec 000 s1, and whether a component of the type has anything to show (a feature drops the
 * cells that would be empty). An unknown name maps to no type, so it has no entry.
 */
import { contentLinksOf, type ComponentType, type PageComponent } from '@bytewire/contracts';
import type { FunctionComponent } from 'react';
import { featureOf, FeatureRenderer } from './renderers/FeatureRenderer/FeatureRenderer';
import { AuthorListRenderer, authorsOf } from './renderers/AuthorListRenderer/AuthorListRenderer';
import { ContentListRenderer } from './renderers/ContentListRenderer';
import {
  EditorialLinksRenderer,
  editorialLinksOf,
} from './renderers/EditorialLinksRenderer/EditorialLinksRenderer';
import {
  RicochetCollectionsRenderer,
  ricochetLinks,
} from './renderers/RicochetCollectionsRenderer';
import { SeamlessRenderer, seamlessItems } from './renderers/SeamlessRenderer';
import { TeaserRenderer } from './renderers/TeaserRenderer';
import { richTextOf, TextRenderer } from './renderers/TextRenderer/TextRenderer';
import type { RendererProps } from './renderer-props';
import { teaserSourceOf } from './teaser-link';

export interface RegistryEntry {
  Renderer: FunctionComponent<RendererProps>;
  /** Whether the component (of this type, free of errors) has anything to show. */
  hasContent: (component: PageComponent) => boolean;
}

const listing: RegistryEntry = {
  Renderer: ContentListRenderer,
  hasContent: (c) => contentLinksOf(c).length > 0,
};

const teaser: RegistryEntry = {
  Renderer: TeaserRenderer,
  hasContent: (c) => teaserSourceOf(c) !== undefined,
};

export const COMPONENT_REGISTRY: Readonly<Record<ComponentType, RegistryEntry>> = {
  Article: teaser,
  AuthorList: { Renderer: AuthorListRenderer, hasContent: (c) => authorsOf(c).length > 0 },
  ContentList: listing,
  EditorialLinks: {
    Renderer: EditorialLinksRenderer,
    hasContent: (c) => editorialLinksOf(c).length > 0,
  },
  Feature: { Renderer: FeatureRenderer, hasContent: (c) => featureOf(c).rows.length > 0 },
  Gallery: teaser,
  RicochetCollections: {
    Renderer: RicochetCollectionsRenderer,
    hasContent: (c) => ricochetLinks(c).length > 0,
  },
  Review: teaser,
  Seamless: { Renderer: SeamlessRenderer, hasContent: (c) => seamlessItems(c).length > 0 },
  SmartSearchResults: listing,
  Text: { Renderer: TextRenderer, hasContent: (c) => richTextOf(c) !== undefined },
  Video: teaser,
  VideoList: listing,
};
