// Every browser of the suite is the same visitor (127.0.0.1) to the rate limits the proxy keeps
// in Redis. A suite that sends for real forgets its form's counts first, so that reruns against
// the same Redis start where a new visitor would.
import Redis from 'ioredis';

/** Deletes the proxy's rate counts named `rate:<prefix>*` (e.g. `contact-`). */
export async function forgetRateCounts(prefix: string): Promise<void> {
  const url = process.env.CLUSTER_REDIS_URL;
  if (!url) throw new Error('CLUSTER_REDIS_URL is set by the global setup');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const keys: string[] = [];
    const stream = redis.scanStream({ match: `bytewire:readers:*:rate:${prefix}*`, count: 500 });
    for await (const batch of stream) keys.push(...(batch as string[]));
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
