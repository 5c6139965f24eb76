import { isRouteErrorResponse } from 'react-router-dom';

/** The HTTP status of whatever a route threw: its own status, else 500. */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}
