/**
 * Choice of image host (spec 000 s7): several hosts share the load, and the one for an image
 * is `hosts[encodedPath.length % hosts.length]`, so an image always comes from the same host
 * (one cache entry wherever it appears).
 */
const HOST_PATTERN =
  /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/i;

/** Throws on a configuration mistake: no hosts, or a value that is not `name[:port]`. */
export function chooseResizeHost(hosts: readonly string[], encodedPath: string): string {
  if (hosts.length === 0) throw new Error('At least one image resize host is required');
  const invalid = hosts.find((host) => !HOST_PATTERN.test(host));
  if (invalid !== undefined) {
    throw new Error(`Image resize host must be a host name with an optional port: "${invalid}"`);
  }
  return hosts[encodedPath.length % hosts.length];
}
