import type { RootData } from './root-loader';
import { ROOT_ROUTE_ID } from './route-ids';

/** The root data the server handed the browser (StaticRouterProvider's hydration data). */
export function hydratedRootData(): RootData | undefined {
  return (window as { __staticRouterHydrationData?: { loaderData?: Record<string, unknown> } })
    .__staticRouterHydrationData?.loaderData?.[ROOT_ROUTE_ID] as RootData | undefined;
}
