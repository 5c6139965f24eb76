// Fault suite (issue 10): a fuzz run of 10,000 malformed requests through the gateway, sent as
// raw bytes over loopback so that nothing cleans them first: paths (escapes, dot segments,
// control characters, separators, overlong ones), query strings, cookies and headers, on every
// kind of route the gateway has. A cluster of its own. No answer may be a 5xx (a healthy
// cluster has no 5xx by design), no request may hang, and no service may exit (an unhandled
// rejection ends a Node process). The generator is seeded: a failure names the request, and
// the same run gives the same requests.
import { expect, test } from '@playwright/test';
import net from 'node:net';
import { sharedRedisUrl, startTestCluster, type Cluster } from '../support/test-cluster';
import { seededRandom } from '../support/seeded-random';

const REQUESTS = 10_000;
const CONCURRENCY = 8;
const ANSWER_TIMEOUT_MS = 10_000;

const PREFIXES = [
  '/',
  '/news/',
  '/article/',
  '/reviews/',
  '/topic/',
  '/search/',
  '/api/neutron/',
  '/api/neutron/newsletters/bytewire/',
  '/api/neutron/users/rna/bytewire/user',
  '/api/page-cache/purge',
  '/assets/',
  '/resize/',
  '/images/sign/',
  '/house-ads/',
  '/placeholder/',
  '/s/',
  '/sharebar-shortener/',
  '/news/rss.xml',
  '/sitemaps/',
  '/members/',
  '/google-amp/',
  '/health/',
  '/metrics',
];

/** Pieces that have broken path, query and cookie handling somewhere, some time. */
const NASTY = [
  '..',
  '.',
  '%2e%2e',
  '%2F',
  '%5C',
  '\\',
  '//',
  '%00',
  '%',
  '%E0%A4%A',
  '%FF',
  '%C0%AF',
  'é',
  '😀',
  '<script>',
  "'",
  '"',
  ';',
  '@evil.example',
  'http://evil.example',
  '//evil.example',
  '\u0000',
  '\u0007',
  '\u00a0',
  '%0d%0aSet-Cookie:x=1',
  'a'.repeat(300),
  '__proto__',
  'constructor',
  '{{7*7}}',
  '${jndi:x}',
  '?',
  '#',
  '&',
  '=',
  '+',
  ' ',
];

const HEADER_NAMES = [
  'x-ab-test-variation',
  'x-edition',
  'x-device',
  'x-request-id',
  'accept-encoding',
  'accept-language',
  'user-agent',
  'x-ab-state',
  'x-feature-flags',
  'x-vanity-path',
  'if-none-match',
  'range',
  'content-type',
  'x-api-key',
];

const COOKIE_NAMES = [
  'nemo_vid',
  'nemo_highlander',
  'fly_preferred_edition',
  'cdn_device',
  'fly_device',
  'terms_interacted',
  'nemo_exclude_genius_link',
];

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)];
}

function junk(random: () => number, parts: number): string {
  let out = '';
  for (let i = 0; i < parts; i++) {
    out += random() < 0.5 ? pick(random, NASTY) : random().toString(36).slice(2, 6);
  }
  return out;
}

/**
 * Most of the time, what no HTTP parser would take is percent-encoded (controls, spaces,
 * non-ASCII), so that the request reaches the gateway's own handling; the rest of the time it
 * goes raw, for the parser to refuse.
 */
function wire(random: () => number, text: string): string {
  if (random() < 0.15) return text;
  return text.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c).replace(/^%$/, '%25'));
}

/** One raw HTTP/1.1 request: a method, a target and headers, as bytes on the wire. */
function fuzzedRequest(random: () => number, port: number): Buffer {
  const method = pick(random, ['GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'OPTIONS', 'BREW']);
  let target = pick(random, PREFIXES) + junk(random, 1 + Math.floor(random() * 4));
  if (random() < 0.6) {
    const pairs = Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
      const key = pick(random, [
        'ab',
        'featureEnable',
        'featureDisable',
        'edition',
        'q',
        'page',
        'setDevice',
        junk(random, 1),
      ]);
      return `${key}=${junk(random, 1 + Math.floor(random() * 2))}`;
    });
    target += `?${pairs.join('&')}`;
  }
  target = wire(random, target);
  if (random() < 0.05) target = pick(random, ['*', 'http://evil.example/', 'news', '']);
  const headers = [`Host: 127.0.0.1:${port}`, 'Connection: close'];
  if (random() < 0.6) {
    const cookies = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
      const name = random() < 0.8 ? pick(random, COOKIE_NAMES) : junk(random, 1);
      return `${name}=${junk(random, 1 + Math.floor(random() * 2))}`;
    });
    headers.push(`Cookie: ${wire(random, cookies.join(random() < 0.5 ? '; ' : ';'))}`);
  }
  for (let i = Math.floor(random() * 3); i > 0; i--) {
    headers.push(
      `${pick(random, HEADER_NAMES)}: ${wire(random, junk(random, 1 + Math.floor(random() * 2)))}`,
    );
  }
  const body = method === 'POST' || method === 'PUT' ? junk(random, 2) : '';
  if (body) headers.push(`Content-Length: ${Buffer.byteLength(body)}`);
  // latin1: every code unit goes out as one byte, control characters included.
  return Buffer.from(
    `${method} ${target} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n${body}`,
    'latin1',
  );
}

/** Sends the bytes and resolves with the status code of the answer (0 when closed unanswered). */
function send(port: number, bytes: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let head = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms`));
    }, ANSWER_TIMEOUT_MS);
    socket.on('connect', () => socket.write(bytes));
    socket.on('data', (chunk) => {
      if (head.length < 64) head += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      resolve(status ? Number(status[1]) : 0);
    });
  });
}

test.describe('a fuzz run through the gateway', () => {
  test.describe.configure({ timeout: 300_000 });
  let cluster: Cluster;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    cluster = await startTestCluster('fault-fuzz', {
      services: [
        'content',
        'vanity',
        'experiments',
        'render',
        'gateway',
        'identity',
        'newsletter-proxy',
      ],
      redisUrl: await sharedRedisUrl(),
    });
  });

  test.afterAll(async () => {
    await cluster?.stop();
  });

  test(`${REQUESTS} malformed requests: no 5xx, no hang, no service down`, async () => {
    const random = seededRandom(20261124);
    const requests = Array.from({ length: REQUESTS }, () =>
      fuzzedRequest(random, cluster.ports.gateway),
    );
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < requests.length) {
          const bytes = requests[next++];
          const status = await send(cluster.ports.gateway, bytes).catch((error: Error) => {
            failures.push(`${error.message}: ${JSON.stringify(bytes.toString('latin1'))}`);
            return -1;
          });
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 500 && failures.length < 20) {
            failures.push(`${status}: ${JSON.stringify(bytes.toString('latin1'))}`);
          }
        }
      }),
    );
    const summary = [...statuses].sort((a, b) => a[0] - b[0]);
    const described = summary.map(([s, n]) => `${s}×${n}`).join(', ');
    await test.info().attach('statuses', { body: described, contentType: 'text/plain' });
    console.warn(`fuzz: ${described}`);
    expect(failures, `requests answered 5xx or not at all (${described})`).toEqual([]);
    // Most requests reach the routing, not only the HTTP parser's 400.
    const handled = summary.filter(([s]) => s !== 400).reduce((n, [, c]) => n + c, 0);
    expect(handled, `answers other than 400 (${described})`).toBeGreaterThan(REQUESTS / 2);
    for (const child of cluster.children) {
      expect(child.exitCode, 'a service exited').toBeNull();
      expect(child.signalCode, 'a service was killed').toBeNull();
    }
    for (const url of Object.values(cluster.urls)) {
      expect((await fetch(`${url}/health/ready`)).status, `${url} still ready`).toBe(200);
    }
  });
});
