import { useLocation } from 'react-router-dom';
import { maskedTarget } from './vanity-masks';

/**
 * The path and query of the page shown: the location's, or under a remembered vanity mask the
 * target's (vanity-masks.ts). The server renders a mask at the target's URL, so canonical
 * links, structured data and page links read the same on both sides of hydration. The address
 * bar (useLocation) keeps the vanity path.
 */
export function usePageLocation(): { pathname: string; search: string } {
  const { pathname, search } = useLocation();
  const target = maskedTarget(`${pathname}${search}`);
  if (!target) return { pathname, search };
  const url = new URL(target, 'http://page.invalid');
  return { pathname: url.pathname, search: url.search };
}
