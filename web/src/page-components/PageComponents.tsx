/** Components of a page in their order, through the registry, under the page's title. */
import type { PageComponent } from '@bytewire/contracts';
import { PageComponentView } from './PageComponentView';
import { PageTitleProvider } from './page-title';
import type { HeadingLevel, RenderContext } from './renderer-props';

interface PageComponentsProps {
  components: readonly PageComponent[];
  /** The page's h1: a component repeating it shows without its own heading. */
  pageTitle: string;
  level?: HeadingLevel;
  context?: RenderContext;
}

export function PageComponents({
  components,
  pageTitle,
  level = 2,
  context = 'listing',
}: PageComponentsProps) {
  return (
    <PageTitleProvider title={pageTitle}>
      {components.map((component, index) => (
        <PageComponentView
          key={`${component.name}-${index}`}
          component={component}
          level={level}
          context={context}
        />
      ))}
    </PageTitleProvider>
  );
}
