import type { RouteDefinition, RouteParams } from '@bytewire/routes';
import type { PageContent } from '../app/page-loader';

/** What every screen gets: the page's content, its route and the path's parameters. */
export interface ScreenProps {
  page: PageContent;
  route: RouteDefinition;
  params: RouteParams;
}
