/**
 * One page component through the registry. An unknown type renders nothing; so does an error
 * component or one without its item or items, with the warning spec 000 s8 logs for it.
 */
import type { PageComponent } from '@bytewire/contracts';
import { showableType } from './component-problems';
import { repeatsPageTitle, usePageTitle } from './page-title';
import { COMPONENT_REGISTRY } from './registry';
import type { HeadingLevel, RenderContext } from './renderer-props';

export interface PageComponentViewProps {
  component: PageComponent;
  level?: HeadingLevel;
  titled?: boolean;
  context?: RenderContext;
}

export function PageComponentView({
  component,
  level = 2,
  titled = true,
  context = 'listing',
}: PageComponentViewProps) {
  const pageTitle = usePageTitle();
  const type = showableType(component);
  if (!type) return null;
  const { Renderer } = COMPONENT_REGISTRY[type];
  return (
    <Renderer
      component={component}
      level={level}
      titled={titled && !repeatsPageTitle(component, pageTitle)}
      context={context}
    />
  );
}

/** Whether a component renders anything at all (a broken one is warned about, once). */
export function componentShows(component: PageComponent): boolean {
  const type = showableType(component);
  return type !== undefined && COMPONENT_REGISTRY[type].hasContent(component);
}
