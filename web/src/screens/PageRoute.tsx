/** The page route's element: the screen the route table names for the matched route. */
import { getRoute } from '@bytewire/routes';
import { use } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { PageData } from '../app/page-loader';
import { loadedScreenFor, loadScreenFor } from './screen-modules';

export function PageRoute() {
  const { routeName, params, page } = useLoaderData<PageData>();
  const route = getRoute(routeName);
  // Screens are chunks of their own, loaded with the page's data and before hydration (see
  // screen-modules.ts); one that is not there yet suspends until it is, never renders empty.
  // The loaders load the generic page screen too when the route's own does not show the page.
  const props = { page, route, params };
  const Screen = loadedScreenFor(route.screen, props) ?? use(loadScreenFor(route.screen, props));
  // Looked up, not created: each screen is one component, loaded once, the same every render.
  // eslint-disable-next-line react-hooks/static-components
  return <Screen {...props} />;
}
