/**
 * `GET /experiments/definitions`: what callers deciding locally read, against the real Redis
 * at REDIS_URL (a site of its own per test): the definitions and flags held, the callers' key,
 * an ETag that moves with every change and a 304 while it has not.
 */
import { INITIAL_TESTS, parseDefinitions } from '@bytewire/experiments';
import request from 'supertest';
import { API_KEY_MESSAGE } from '../src/auth/key-guards';
import { ADMIN_KEY, API_KEY, runningTest, appPerTest } from './support/app';

describe('definitions for callers deciding locally', () => {
  const fresh = appPerTest();
  const http = () => request(fresh.app.getHttpServer());
  const definitions = (key = API_KEY) =>
    http().get('/experiments/definitions').set('x-api-key', key);

  it('answers every test and flag default held, in the shape the client checks', async () => {
    const res = await definitions().expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const parsed = parseDefinitions(res.body);
    expect(parsed.tests.map((t) => t.id).sort()).toEqual(INITIAL_TESTS.map((t) => t.id).sort());
    expect(parsed.flags).toMatchObject({ ads: true, cohesion: false });
    expect(Number.isInteger(parsed.version)).toBe(true);
  });

  it('takes the callers’ key and the admin key, nothing else', async () => {
    await definitions(ADMIN_KEY).expect(200);
    const none = await http().get('/experiments/definitions').expect(401);
    expect(none.body).toEqual({ statusCode: 401, message: API_KEY_MESSAGE });
    await definitions('not-a-key-of-this-service').expect(401);
  });

  it('answers 304 while nothing changed, and the new set once a test is added', async () => {
    const first = await definitions().expect(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const same = await definitions().set('if-none-match', etag).expect(304);
    expect(same.text).toBe('');
    const test = runningTest();
    await http()
      .put(`/experiments/tests/${test.id}`)
      .set('x-api-key', ADMIN_KEY)
      .send(test)
      .expect(201);
    const changed = await definitions().set('if-none-match', etag).expect(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body.version).toBe(first.body.version + 1);
    expect(changed.body.tests).toContainEqual(test);
  });
});
