/**
 * Security headers (issue 10) on everything the gateway answers: helmet's set with the kit's
 * choices, the gateway's own content security policy on its own answers, render's policy (with
 * the nonce of the page's scripts) on pages in its place, images for any site to show, and
 * HSTS only where the public URL is https.
 */
import request from 'supertest';
import { gatewayBetweenFakes, RENDER_PAGE_POLICY } from './gateway';

/** Headers every answer carries, whoever made it. */
const ALWAYS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'x-permitted-cross-domain-policies': 'none',
};

function directivesOf(policy: string | undefined): Map<string, string> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as [string, string];
      }),
  );
}

describe('security headers, public URL on plain http', () => {
  const gw = gatewayBetweenFakes({ PUBLIC_URL: 'http://localhost:3000' });
  const server = () => gw.app.getHttpServer();

  it("gives the gateway's own answers the headers and its own policy: no inline script", async () => {
    // A write to a page: the gateway's own 405, render never asked.
    const res = await request(server()).post('/news/').expect(405);
    expect(res.headers).toMatchObject(ALWAYS);
    const policy = directivesOf(res.headers['content-security-policy']);
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'self'");
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(gw.render.received).toHaveLength(0);
  });

  it("passes render's policy of a page on in place of its own (the nonce is the page's)", async () => {
    const res = await request(server()).get('/news/').expect(200);
    expect(res.headers['content-security-policy']).toBe(RENDER_PAGE_POLICY);
    expect(res.headers).toMatchObject(ALWAYS);
  });

  it('keeps its own policy on an answer render sent without one', async () => {
    const res = await request(server()).get('/article/hop-by-hop/').expect(200);
    expect(directivesOf(res.headers['content-security-policy']).get('script-src')).toBe("'self'");
  });

  it('lets any site use the public files (images for feeds and newsletters, logos, the bundle), not the pages', async () => {
    for (const path of [
      '/resize/abc123/2026/01/01/x.jpg?width=10',
      '/placeholder/120x84.svg',
      '/brand/logo-120x84.png',
      '/assets/entry-client.js',
      '/api/neutron/content/',
    ]) {
      const res = await request(server()).get(path);
      expect(res.status).toBe(200);
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    const page = await request(server()).get('/news/').expect(200);
    expect(page.headers['cross-origin-resource-policy']).toBe('same-site');
  });

  it('answers JSON APIs with the same headers', async () => {
    const res = await request(server()).get('/api/neutron/content/').expect(200);
    expect(res.headers).toMatchObject(ALWAYS);
  });
});

describe('security headers, public URL on https', () => {
  const gw = gatewayBetweenFakes({ PUBLIC_URL: 'https://www.example.com' });

  it('asks browsers to keep to https (HSTS) and to upgrade what a page asks over http', async () => {
    const res = await request(gw.app.getHttpServer()).post('/news/').expect(405);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(
      directivesOf(res.headers['content-security-policy']).has('upgrade-insecure-requests'),
    ).toBe(true);
  });
});
