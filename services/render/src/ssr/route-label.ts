import { matchPath } from '@bytewire/routes';

/** The metrics label of a page request: its route's name (a bounded set), else the outcome. */
export function pageRouteLabel(url: string): string {
  const match = matchPath(url.split('?', 1)[0]);
  return match.kind === 'page' ? match.route.name : match.kind;
}
