/** The page component registry (spec 000 s1 component types) and what screens use of it. */
export { COMPONENT_REGISTRY, type RegistryEntry } from './registry';
export { PageComponentView, componentShows } from './PageComponentView';
export { PageComponents } from './PageComponents';
export { PageTitleProvider } from './page-title';
export { FeatureGrid, featureOf } from './renderers/FeatureRenderer/FeatureRenderer';
export { LoadMoreListing } from './LoadMoreListing/LoadMoreListing';
export {
  ERROR_COMPONENT_WARNING,
  LACKS_ITEMS_WARNING,
  componentProblem,
  showableType,
} from './component-problems';
export type { HeadingLevel, RenderContext, RendererProps } from './renderer-props';
