// Email-a-friend counts sends per visitor for ten minutes in Redis, and every browser of the
// suite is the same visitor (127.0.0.1). A suite that sends for real forgets the counts first,
// so that reruns against the same Redis within ten minutes start where a new visitor would.
import Redis from 'ioredis';

export async function forgetEmailShareSends(): Promise<void> {
  const url = process.env.CLUSTER_REDIS_URL;
  if (!url) throw new Error('CLUSTER_REDIS_URL is set by the global setup');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const keys: string[] = [];
    const stream = redis.scanStream({ match: 'bytewire:readers:*:rate:email-share-*', count: 500 });
    for await (const batch of stream) keys.push(...(batch as string[]));
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
