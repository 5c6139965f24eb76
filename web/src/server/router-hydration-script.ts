/**
 * The router's hydration data as a JSON script element, written once (see
 * app/router-hydration-data.ts for why StaticRouterProvider's own script is not used).
 */
import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';
import { ROUTER_HYDRATION_DATA_ELEMENT_ID } from '../app/router-hydration-data';
import { scriptSafeJson } from '../html/script-json';

/**
 * The route errors as react-router's StaticRouterProvider serialises them (its
 * serializeErrors, which it does not export), so that createBrowserRouter revives them:
 * responses keep their fields, errors their message and subclass name (not their stack).
 */
export function serializeRouteErrors(
  errors: StaticHandlerContext['errors'],
): Record<string, unknown> | null {
  if (!errors) return null;
  const serialized: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) {
      serialized[routeId] = { ...error, __type: 'RouteErrorResponse' };
    } else if (error instanceof Error) {
      serialized[routeId] = {
        message: error.message,
        __type: 'Error',
        ...(error.name !== 'Error' ? { __subType: error.name } : {}),
      };
    } else {
      serialized[routeId] = error;
    }
  }
  return serialized;
}

/** The script element holding `context`'s loader data, action data and errors. */
export function routerHydrationScript(context: StaticHandlerContext): string {
  const json = scriptSafeJson({
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: serializeRouteErrors(context.errors),
  });
  return `<script type="application/json" id="${ROUTER_HYDRATION_DATA_ELEMENT_ID}">${json}</script>`;
}
