import { DEFINITION_MESSAGES, INITIAL_TESTS } from '@bytewire/experiments';
import request from 'supertest';
import { internalHandler } from '@bytewire/service-kit';
import { PATH_ID_MESSAGE } from '../src/admin/tests.controller';
import { ADMIN_KEY_MESSAGE, API_KEY_MESSAGE } from '../src/auth/key-guards';
import {
  ADMIN_KEY,
  API_KEY,
  createApp,
  eventually,
  metricValue,
  runningTest,
  appPerTest,
} from './support/app';

describe('admin API', () => {
  const fresh = appPerTest();
  const admin = () => request(fresh.app.getHttpServer());

  it('starts with the seven initial tests and the FEATURE_FLAGS defaults', async () => {
    const tests = await admin().get('/experiments/tests').set('x-api-key', ADMIN_KEY).expect(200);
    expect(tests.body.tests.map((t: { id: string }) => t.id).sort()).toEqual(
      INITIAL_TESTS.map((t) => t.id).sort(),
    );
    const flags = await admin().get('/experiments/flags').set('x-api-key', ADMIN_KEY).expect(200);
    expect(flags.body.flags).toEqual({
      ads: true,
      adDisplay: true,
      cohesion: false,
      consent: true,
      vanityMask: true,
    });
  });

  it('creates, replaces and deletes a test, each change bumping the version', async () => {
    const test = runningTest();
    const created = await admin()
      .put(`/experiments/tests/${test.id}`)
      .set('x-api-key', ADMIN_KEY)
      .send(test)
      .expect(201);
    expect(created.body).toMatchObject({ created: true, test });
    const replaced = await admin()
      .put(`/experiments/tests/${test.id}`)
      .set('x-api-key', ADMIN_KEY)
      .send({ ...test, version: '2', extra: 'not stored' })
      .expect(200);
    expect(replaced.body.created).toBe(false);
    expect(replaced.body.version).toBe(created.body.version + 1);
    const listed = await admin().get('/experiments/tests').set('x-api-key', ADMIN_KEY).expect(200);
    expect(listed.body.tests).toContainEqual({ ...test, version: '2' });

    await admin().delete(`/experiments/tests/${test.id}`).set('x-api-key', ADMIN_KEY).expect(204);
    await admin().delete(`/experiments/tests/${test.id}`).set('x-api-key', ADMIN_KEY).expect(404);
    const after = await admin().get('/experiments/tests').set('x-api-key', ADMIN_KEY).expect(200);
    expect(after.body.tests.map((t: { id: string }) => t.id)).not.toContain(test.id);

    const metrics = await request(internalHandler(fresh.app)).get('/metrics').expect(200);
    const ok = { target: 'test', result: 'ok' };
    expect(
      metricValue(metrics.text, 'experiments_admin_writes_total', { ...ok, operation: 'put' }),
    ).toBe(2);
    expect(
      metricValue(metrics.text, 'experiments_admin_writes_total', { ...ok, operation: 'delete' }),
    ).toBe(1);
  });

  it('shares changes with another replica through Redis', async () => {
    const other = await createApp({ site: fresh.site });
    try {
      const test = runningTest({ id: 'shared_test' });
      await admin()
        .put(`/experiments/tests/${test.id}`)
        .set('x-api-key', ADMIN_KEY)
        .send(test)
        .expect(201);
      await eventually(async () => {
        const res = await request(other.getHttpServer())
          .post('/experiments/decide')
          .set('x-api-key', API_KEY)
          .send({ cookies: {}, query: { ab: 'shared_test:1:variant' }, context: { path: '/' } })
          .expect(200);
        expect(res.body.tests).toEqual([{ id: 'shared_test', version: '1', bucket: 'variant' }]);
      });
    } finally {
      await other.close();
    }
  });

  it('sets a flag default, adding new flags', async () => {
    const set = await admin()
      .put('/experiments/flags/cohesion')
      .set('x-api-key', ADMIN_KEY)
      .send({ default: true })
      .expect(200);
    expect(set.body).toEqual({ version: expect.any(Number), name: 'cohesion', default: true });
    await admin()
      .put('/experiments/flags/newThing')
      .set('x-api-key', ADMIN_KEY)
      .send({ default: false })
      .expect(200);
    const flags = await admin().get('/experiments/flags').set('x-api-key', ADMIN_KEY).expect(200);
    expect(flags.body.flags).toMatchObject({ cohesion: true, newThing: false, ads: true });
  });

  it.each([
    ['all', { default: true }, "is not 'all'"],
    ['1bad', { default: true }, 'a flag name starts with a letter'],
    ['ads', { default: 'yes' }, 'default must be a boolean'],
    ['ads', {}, 'default must be a boolean'],
  ])('refuses flag %s %j', async (name, body, message) => {
    const res = await admin()
      .put(`/experiments/flags/${name}`)
      .set('x-api-key', ADMIN_KEY)
      .send(body)
      .expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: expect.stringContaining(message) });
  });

  it.each([
    ['no key', undefined, 401, API_KEY_MESSAGE],
    ['a wrong key', 'not-the-admin-key-at-all', 401, API_KEY_MESSAGE],
    ['the callers key', API_KEY, 403, ADMIN_KEY_MESSAGE],
  ])('refuses %s', async (_what, key, status, message) => {
    const calls = [
      admin().get('/experiments/tests'),
      admin().put('/experiments/tests/hero_test').send(runningTest()),
      admin().delete('/experiments/tests/hero_test'),
      admin().get('/experiments/flags'),
      admin().put('/experiments/flags/ads').send({ default: false }),
    ];
    for (const call of calls) {
      const res = await (key === undefined ? call : call.set('x-api-key', key)).expect(status);
      expect(res.body).toEqual({ statusCode: status, message });
    }
  });

  const M = DEFINITION_MESSAGES;
  it.each([
    ['an id not starting with a letter', { id: '1test' }, M.id],
    ['an id with a dash', { id: 'a-b' }, M.id],
    ['a version starting with an underscore', { version: '_1' }, M.version],
    ['allocations that are not an array', { allocations: { percentage: 50 } }, M.allocations],
    ['an allocation without a bucket', { allocations: [{ percentage: 50 }] }, M.bucket],
    ['an allocation that is not an object', { allocations: [5] }, M.allocation],
    ['a bad percentage', { allocations: [{ percentage: 50.5, bucket: 'a' }] }, M.percentage],
    [
      'percentages over 100',
      {
        allocations: [
          { percentage: 60, bucket: 'a' },
          { percentage: 41, bucket: 'b' },
        ],
      },
      M.percentageSum,
    ],
    ['a bucket with a digit first', { allocations: [{ percentage: 50, bucket: '9a' }] }, M.bucket],
    [
      'an id:version:bucket over 25 characters',
      { id: 'a_rather_long_test_id', allocations: [{ percentage: 50, bucket: 'variant' }] },
      M.stateLength,
    ],
    ['boolean criteria', { criteria: true }, M.criteria],
    ['array criteria', { criteria: ['path'] }, M.criteria],
    ['a bad start date', { startDate: 'tomorrow' }, M.startDate],
    ['an end before the start', { startDate: '2030-01-02', endDate: '2030-01-01' }, M.dateOrder],
  ])('refuses %s, naming the rule', async (_what, change, message) => {
    const body = { ...runningTest(), ...change };
    const res = await admin()
      .put(`/experiments/tests/${String(body.id)}`)
      .set('x-api-key', ADMIN_KEY)
      .send(body)
      .expect(400);
    expect(res.body.statusCode).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('refuses a body id other than the path id, and a body that is not an object', async () => {
    const res = await admin()
      .put('/experiments/tests/other_id')
      .set('x-api-key', ADMIN_KEY)
      .send(runningTest())
      .expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: PATH_ID_MESSAGE });
    for (const body of [[runningTest()], '"text"']) {
      await admin()
        .put('/experiments/tests/hero_test')
        .set('x-api-key', ADMIN_KEY)
        .set('content-type', 'application/json')
        .send(JSON.stringify(body))
        .expect(400);
    }
  });
});
