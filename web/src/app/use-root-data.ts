import { useRouteLoaderData } from 'react-router-dom';
import type { RootData } from './root-loader';
import { ROOT_ROUTE_ID } from './route-ids';

/** The root route's data, for components rendered inside the root layout (it always loads). */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>(ROOT_ROUTE_ID);
  if (!data) throw new Error('The root data is missing: render inside the root layout');
  return data;
}
