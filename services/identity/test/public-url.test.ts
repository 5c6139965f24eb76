// Identity from configuration (issue 27): every URL the provider answers comes from
// IDENTITY_PUBLIC_URL, never from the Host of the request nor from X-Forwarded-Host (even
// with TRUST_PROXY on); the discovery document and the JWKS may be cached for a while.
import { request as httpRequest } from 'node:http';
import { BrowserSession, authorisationRequest } from './support/browser-session';
import { type IdentityProcess, startIdentity } from './support/identity-process';

const DISCOVERY = '/oidc/.well-known/openid-configuration';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET with exactly these headers (fetch will not send a Host of our choosing). */
function rawGet(base: string, path: string, headers: Record<string, string>): Promise<Raw> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method: 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Every string of a JSON document that looks like a URL. */
function urlsIn(value: unknown): string[] {
  if (typeof value === 'string') return /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(urlsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(urlsIn);
  return [];
}

describe.each([
  ['TRUST_PROXY off', 'false'],
  ['TRUST_PROXY on', 'loopback'],
])('the provider on its public URL, %s', (_name, trustProxy) => {
  // The public URL is not the address the tests call: a name browsers use.
  const PUBLIC_URL = 'https://id.bytewire.example';
  let identity: IdentityProcess;

  beforeAll(async () => {
    identity = await startIdentity({ IDENTITY_PUBLIC_URL: PUBLIC_URL, TRUST_PROXY: trustProxy });
  });

  afterAll(async () => {
    await identity?.stop();
  });

  it.each([
    ['its own address', {}],
    ['Host: evil.com', { host: 'evil.com' }],
    [
      'X-Forwarded-Host and -Proto',
      { host: 'evil.com', 'x-forwarded-host': 'evil.example:8443', 'x-forwarded-proto': 'http' },
    ],
  ])('answers discovery on the public URL only, asked with %s', async (_case, headers) => {
    const answer = await rawGet(identity.url, DISCOVERY, headers);
    expect(answer.status).toBe(200);
    const discovery = JSON.parse(answer.body) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer: `${PUBLIC_URL}/oidc`,
      authorization_endpoint: `${PUBLIC_URL}/oidc/auth`,
      token_endpoint: `${PUBLIC_URL}/oidc/token`,
      jwks_uri: `${PUBLIC_URL}/oidc/jwks`,
      userinfo_endpoint: `${PUBLIC_URL}/oidc/me`,
      end_session_endpoint: `${PUBLIC_URL}/oidc/session/end`,
    });
    const urls = urlsIn(discovery);
    expect(urls.length).toBeGreaterThanOrEqual(6);
    for (const url of urls)
      expect(url === `${PUBLIC_URL}/oidc` || url.startsWith(`${PUBLIC_URL}/oidc/`)).toBe(true);
    expect(answer.body).not.toContain('evil');
  });

  it('gives discovery and the JWKS a Cache-Control that lets them be kept five minutes', async () => {
    const discovery = await rawGet(identity.url, DISCOVERY, { host: 'evil.com' });
    expect(discovery.headers['cache-control']).toBe('public, max-age=300');
    const jwks = await rawGet(identity.url, '/oidc/jwks', {});
    expect(jwks.status).toBe(200);
    expect(jwks.headers['cache-control']).toBe('public, max-age=300');
    expect((JSON.parse(jwks.body) as { keys: unknown[] }).keys).toHaveLength(1);
  });

  it('keeps answers for one reader uncacheable (an authorisation request)', async () => {
    const { path } = authorisationRequest();
    const answer = await rawGet(identity.url, path, { host: 'evil.com' });
    expect(answer.status).toBe(303);
    expect(answer.headers['cache-control']).not.toContain('public');
    // The interaction screens are on the public URL too, not on the Host it was asked on.
    expect(answer.headers.location).toMatch(new RegExp(`^${PUBLIC_URL}/interaction/`));
  });
});

describe('a sign-in on the public URL', () => {
  let identity: IdentityProcess;

  beforeAll(async () => {
    identity = await startIdentity();
  });

  afterAll(async () => {
    await identity?.stop();
  });

  it('sends the reader to the interaction and back to the resume URL on the public URL', async () => {
    const browser = new BrowserSession(identity.url);
    const { path } = authorisationRequest();
    const answer = await browser.get(path);
    expect(answer.status).toBe(303);
    expect(answer.location).toMatch(new RegExp(`^${identity.url}/interaction/[\\w-]+$`));
  });
});
