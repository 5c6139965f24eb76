/**
 * Choice of image host (spec 000 s7): several hosts share the load, and the one for an image
 * is `hosts[encodedPath.length % hosts.length]`, so an image always comes from the same host
 * (one cache entry wherever it appears).
 *
 * A host is configured as an origin (`https://i1.example.com`, `http://localhost:3000`) or as a
 * bare `name[:port]`, which means https. Local development serves images over plain http from
 * the gateway, hence origins; production hosts are https.
 */
const HOST_NAME = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*';
const PORT = '(?::\\d{1,5})?';
const BARE_HOST = new RegExp(`^${HOST_NAME}${PORT}$`, 'i');
// An origin and nothing else: no credentials, path, query or fragment (a trailing / is fine).
const ORIGIN = new RegExp(`^(https?)://(${HOST_NAME}${PORT})/?$`, 'i');

/** `scheme://host[:port]` of a configured host; undefined when it is neither form. */
export function resizeOrigin(host: string): string | undefined {
  if (BARE_HOST.test(host)) return `https://${host}`;
  const origin = ORIGIN.exec(host);
  return origin === null ? undefined : `${origin[1].toLowerCase()}://${origin[2]}`;
}

/**
 * The origin to load an image from. Throws on a configuration mistake: no hosts, or a value
 * that is neither an http(s) origin nor a bare `name[:port]`.
 */
export function chooseResizeHost(hosts: readonly string[], encodedPath: string): string {
  if (hosts.length === 0) throw new Error('At least one image resize host is required');
  const origins = hosts.map((host) => {
    const origin = resizeOrigin(host);
    if (origin === undefined) {
      throw new Error(
        `Image resize host must be an http(s) origin or a host name with an optional port: "${host}"`,
      );
    }
    return origin;
  });
  return origins[encodedPath.length % origins.length];
}
