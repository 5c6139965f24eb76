/**
 * Request headers the gateway sets on its way to render, never passed on from a client (the
 * gateway forwards only allow-listed client headers).
 */

/** On a masked page: the vanity path and query as the reader asked for them. */
export const VANITY_PATH_HEADER = 'x-vanity-path';

/** On a NOT_FOUND vanity entry: render answers its 404 page, whatever the path's route. */
export const VANITY_NOT_FOUND_HEADER = 'x-vanity-not-found';
