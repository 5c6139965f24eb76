/**
 * The errors loaders throw for the route error boundaries: a status (the page's HTTP status
 * on the server) and a message for logs. isRouteErrorResponse recognises them on both sides.
 */
import { data } from 'react-router-dom';

/** Spec 000 s8: missing route or failed validation. */
export const PAGE_NOT_FOUND_MESSAGE = 'This page could not be found';

export interface RouteErrorData {
  message: string;
}

export function routeError(status: number, message: string) {
  return data<RouteErrorData>({ message }, { status });
}

export function notFound(message: string = PAGE_NOT_FOUND_MESSAGE) {
  return routeError(404, message);
}
