// Every service of the cluster, in start order: scripts/lib/cluster.mjs's SERVICES again, for
// specs that make tests from it when they load (Playwright loads specs as CommonJS, which
// cannot require an ES module). scripts/test/services.test.ts holds the two lists equal.
export const SERVICES = [
  'content',
  'vanity',
  'experiments',
  'render',
  'gateway',
  'warmer',
  'identity',
  'newsletter-proxy',
] as const;

export type Service = (typeof SERVICES)[number];
