// Clusters of a browser suite's own configuration: the services that serve pages (no page
// warmer, identity provider or newsletter proxy), on the run's Redis, with environment
// variables that the main cluster (global-setup.ts) does not set. Their logs go to
// test-output/{logName}.log.
import { test } from '@playwright/test';
import { sharedRedisUrl, startTestCluster, type Cluster } from './test-cluster';

const PAGE_SERVICES = ['content', 'vanity', 'experiments', 'render', 'gateway'];

/** How long the five services may take to start on a busy 2-core machine. */
export const CLUSTER_START_TIMEOUT_MS = 90_000;

export async function startConfiguredCluster(
  logName: string,
  env: Record<string, string>,
): Promise<Cluster> {
  return startTestCluster(logName, {
    services: PAGE_SERVICES,
    redisUrl: await sharedRedisUrl(),
    env,
  });
}

/**
 * For the enclosing `test.describe`: a cluster with `env`, started before its tests and
 * stopped after them. Read its gateway's URL, `.base`, inside the tests.
 */
export function useConfiguredCluster(
  logName: string,
  env: Record<string, string>,
): { readonly base: string } {
  let cluster: Cluster | undefined;
  test.beforeAll(async () => {
    test.setTimeout(CLUSTER_START_TIMEOUT_MS);
    cluster = await startConfiguredCluster(logName, env);
  });
  test.afterAll(async () => {
    await cluster?.stop();
  });
  return {
    get base() {
      if (!cluster) throw new Error(`the cluster ${logName} has not started`);
      return cluster.urls.gateway;
    },
  };
}
