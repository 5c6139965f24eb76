/**
 * What a reader of the restricted state gets of a page (spec 001 s1): no health or wearables
 * topic, story or route. A page that is one (the topic's page or a sub-topic's, a story under
 * its topic path, a story filed under it) is refused with 451 and a notice; on any other page,
 * links and list entries that lead to one are left out. A chunk of its own: only restricted
 * readers need it.
 *
 * The rule itself is libs/routes' restricted-content.ts, shared with render's feeds.
 */
import {
  filedUnderRestricted,
  isRestrictedRoute,
  isRestrictedTopicPage,
  withoutRestricted,
  type RouteName,
  type RouteParams,
} from '@bytewire/routes';
import { RESTRICTED_PAGE_MESSAGE, RESTRICTED_STATUS } from '@bytewire/site';
import { mainItem } from '../analytics/tracking-data';
import type { PageContent } from './page-loader';
import { routeError } from './route-errors';

// Through this chunk, so that the loaders' dynamic import keeps the rule out of the entry.
export { isRestrictedRoute, withoutRestricted };

/**
 * The page a restricted reader gets: a 451 route error for a restricted page, else the page
 * without what leads to restricted content.
 */
export function restrictedPage(
  name: RouteName,
  params: RouteParams,
  page: PageContent,
): PageContent {
  if (
    isRestrictedRoute(name, params) ||
    // A sub-topic's page (its route names only its own slug): by its list's topic's ancestry.
    isRestrictedTopicPage(page) ||
    filedUnderRestricted(mainItem(page).item)
  ) {
    throw routeError(RESTRICTED_STATUS, RESTRICTED_PAGE_MESSAGE);
  }
  return withoutRestricted(page);
}
