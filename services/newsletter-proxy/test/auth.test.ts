import { generateKeyPair } from 'jose';
import request from 'supertest';
import { createApp, uniqueSite, proxyForSuite } from './support/app';

const suite = proxyForSuite();
const { site } = suite;
const path = `/api/neutron/newsletters/${site}/subscriptions`;

const get = (authorization?: string) => {
  const call = request(suite.app.getHttpServer()).get(path);
  return authorization === undefined ? call : call.set('authorization', authorization);
};

describe('access tokens', () => {
  it('takes a token of the provider for this audience', async () => {
    const response = await get(`Bearer ${await suite.issuer.token('reader-1')}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { items: [] } });
  });

  it('answers 401 without a token, with the RFC 6750 header', async () => {
    for (const authorization of [undefined, '', 'Basic dXNlcjpwYXNz', 'Bearer', 'Bearer a b']) {
      const response = await get(authorization);
      expect([authorization, response.status]).toEqual([authorization, 401]);
      expect(response.body.message).toBe('A bearer access token is required');
      expect(response.headers['www-authenticate']).toContain('error="invalid_request"');
    }
  });

  it('answers 401 to an expired token, saying so', async () => {
    const expired = await suite.issuer.token(
      'reader-1',
      {},
      { expiresIn: Math.floor(Date.now() / 1000) - 60 },
    );
    const response = await get(`Bearer ${expired}`);
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('The access token has expired');
    expect(response.headers['www-authenticate']).toContain('error="invalid_token"');
  });

  it('answers 401 to a token signed by another key, of another issuer or audience, or unsigned', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await suite.issuer.token('reader-1', {}, { key: privateKey });
    const otherIssuer = await suite.issuer.token(
      'reader-1',
      {},
      { issuer: 'https://elsewhere.example/oidc' },
    );
    const otherAudience = await suite.issuer.token('reader-1', {}, { audience: 'urn:other:api' });
    const [header, payload] = (await suite.issuer.token('reader-1')).split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    const garbage = 'not.a.jwt';
    for (const token of [
      forged,
      otherIssuer,
      otherAudience,
      none,
      `${header}.${payload}.x`,
      garbage,
    ]) {
      const response = await get(`Bearer ${token}`);
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('The access token is invalid');
    }
  });

  it('reads the provider’s keys once, not per request', async () => {
    const before = suite.issuer.jwksRequests.count;
    for (let i = 0; i < 5; i++) {
      expect((await get(`Bearer ${await suite.issuer.token(`reader-${i}`)}`)).status).toBe(200);
    }
    expect(suite.issuer.jwksRequests.count - before).toBe(0);
  });
});

describe('the provider unreachable', () => {
  it('answers 503, not 401, when the keys cannot be read', async () => {
    const otherSite = uniqueSite();
    const lonely = await createApp(otherSite, 'http://127.0.0.1:9/oidc');
    try {
      const response = await request(lonely.getHttpServer())
        .get(`/api/neutron/newsletters/${otherSite}/subscriptions`)
        .set('authorization', `Bearer ${await suite.issuer.token('reader-1')}`);
      expect(response.status).toBe(503);
      expect(response.body.message).toContain('The identity provider cannot be reached');
    } finally {
      await lonely.close();
    }
  });
});
