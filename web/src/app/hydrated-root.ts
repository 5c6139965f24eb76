import type { RootData } from './root-loader';
import { ROOT_ROUTE_ID } from './route-ids';
import type { RouterHydrationWindow } from './router-hydration-data';

/** The root data the server handed the browser (adopted by app/router-hydration-data.ts). */
export function hydratedRootData(): RootData | undefined {
  return (window as RouterHydrationWindow).__staticRouterHydrationData?.loaderData?.[
    ROOT_ROUTE_ID
  ] as RootData | undefined;
}
