/**
 * The restricted state of a loader's request (spec 001 s1): the CDN's region header on the
 * server; in the browser, whose own requests carry none, what the server's root data said.
 */
import { isRestrictedRegion, REGION_HEADER } from '@bytewire/site';
import type { RouterContextProvider } from 'react-router-dom';
import { restrictedContext } from '../app/load-context';

export function requestRestricted(
  request: Request,
  context: Readonly<RouterContextProvider>,
): boolean {
  return isRestrictedRegion(request.headers.get(REGION_HEADER)) || context.get(restrictedContext);
}
