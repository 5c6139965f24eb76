/**
 * Default loopback ports of the local cluster; each is overridable by its service's PORT. The
 * numbers are in ports.json, which the cluster launcher (scripts/lib/cluster.mjs) reads too,
 * before anything is built.
 */
import ports from './ports.json';

export const DEFAULT_PORTS: Readonly<typeof ports> = ports;
