// The experiments service's admin API (EXPERIMENTS_URL, EXPERIMENTS_ADMIN_KEY from the global
// setup), for suites that create a test or change a flag.

export function experimentsAdmin(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${process.env.EXPERIMENTS_URL}${path}`, {
    ...init,
    headers: {
      // A JSON type on a request without a body (DELETE) is a 400.
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-api-key': process.env.EXPERIMENTS_ADMIN_KEY ?? '',
    },
  });
}

/** Creates (or replaces) a running 50/50 A/B test `id`, version 1, buckets a and b. */
export function putAbTest(id: string): Promise<Response> {
  const now = Date.now();
  return experimentsAdmin(`/experiments/tests/${id}`, {
    method: 'PUT',
    body: JSON.stringify({
      id,
      version: '1',
      startDate: new Date(now - 3600_000).toISOString(),
      endDate: new Date(now + 86_400_000).toISOString(),
      allocations: [
        { percentage: 50, bucket: 'a' },
        { percentage: 50, bucket: 'b' },
      ],
    }),
  });
}
