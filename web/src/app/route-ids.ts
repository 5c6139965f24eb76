/** Ids of the two react-router routes (see routes.tsx). */
export const ROOT_ROUTE_ID = 'root';
export const PAGE_ROUTE_ID = 'page';
