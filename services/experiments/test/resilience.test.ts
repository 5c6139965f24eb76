import { INITIAL_TESTS } from '@bytewire/experiments';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { internalHandler } from '@bytewire/service-kit';
import { STORE_DOWN_MESSAGE } from '../src/admin/experiments-admin.service';
import {
  ADMIN_KEY,
  API_KEY,
  createApp,
  downRedisUrl,
  metricValue,
  runningTest,
  startOwnRedis,
  uniqueSite,
} from './support/app';

const decideBody = { cookies: {}, query: {}, context: { path: '/' } };

describe('Redis down', () => {
  it('at start-up: ready with the initial definitions, decisions work, writes answer 503', async () => {
    const app = await createApp({ site: uniqueSite(), redisUrl: await downRedisUrl() });
    try {
      const server = app.getHttpServer();
      await request(server).get('/health/ready').expect(200);
      const tests = await request(server)
        .get('/experiments/tests')
        .set('x-api-key', ADMIN_KEY)
        .expect(200);
      expect(tests.body).toEqual({ version: null, tests: INITIAL_TESTS });
      const decision = await request(server)
        .post('/experiments/decide')
        .set('x-api-key', API_KEY)
        .send(decideBody)
        .expect(200);
      expect(decision.body.tests).toEqual([]);
      expect(decision.body.flags.ads).toBe(true);

      const write = await request(server)
        .put('/experiments/tests/hero_test')
        .set('x-api-key', ADMIN_KEY)
        .send(runningTest())
        .expect(503);
      expect(write.body).toEqual({ statusCode: 503, message: STORE_DOWN_MESSAGE });
      await request(server)
        .put('/experiments/flags/ads')
        .set('x-api-key', ADMIN_KEY)
        .send({ default: false })
        .expect(503);
      await request(server)
        .delete('/experiments/tests/char_count_AB')
        .set('x-api-key', ADMIN_KEY)
        .expect(503);
      const metrics = await request(internalHandler(app)).get('/metrics').expect(200);
      expect(
        metricValue(metrics.text, 'experiments_admin_writes_total', { result: 'unavailable' }),
      ).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });

  it('after start-up: decisions go on with the definitions held, writes answer 503', async () => {
    const redis = await startOwnRedis();
    let app: NestFastifyApplication | undefined;
    try {
      app = await createApp({ site: uniqueSite(), redisUrl: redis.url });
      const server = app.getHttpServer();
      await request(server)
        .put('/experiments/tests/hero_test')
        .set('x-api-key', ADMIN_KEY)
        .send(runningTest())
        .expect(201);
      await redis.stop();

      const decision = await request(server)
        .post('/experiments/decide')
        .set('x-api-key', API_KEY)
        .send(decideBody)
        .expect(200);
      expect(decision.body.tests.map((t: { id: string }) => t.id)).toEqual(['hero_test']);
      await request(server)
        .put('/experiments/flags/ads')
        .set('x-api-key', ADMIN_KEY)
        .send({ default: false })
        .expect(503);
      await request(server).get('/health/ready').expect(200);
    } finally {
      await app?.close();
      await redis.stop();
    }
  });
});
