import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { type ReadinessCheck, ReadinessCheckProvider } from '../src';
import { createTestApp, LogCapture, SERVICE_NAME } from './support';

/** A dependency the test switches on and off. */
@ReadinessCheckProvider()
class SwitchableDependency implements ReadinessCheck {
  readonly name = 'switchable';
  up = true;

  async check(): Promise<void> {
    if (!this.up) throw new Error('switched off');
  }
}

@ReadinessCheckProvider()
class StableDependency implements ReadinessCheck {
  readonly name = 'stable';

  async check(): Promise<void> {}
}

describe('health', () => {
  let app: NestFastifyApplication;
  const logs = new LogCapture();

  beforeAll(async () => {
    app = await createTestApp({ providers: [SwitchableDependency, StableDependency], logs });
  });
  afterAll(() => app.close());

  it('is live while the process runs', async () => {
    const res = await request(app.getHttpServer()).get('/health/live').expect(200);
    expect(res.body).toMatchObject({ status: 'ok' });
  });

  it('is ready when every registered check passes', async () => {
    const res = await request(app.getHttpServer()).get('/health/ready').expect(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      details: { switchable: { status: 'up' }, stable: { status: 'up' } },
    });
  });

  it('answers 503 naming the failing check, and stays live', async () => {
    app.get(SwitchableDependency).up = false;
    try {
      const res = await request(app.getHttpServer()).get('/health/ready').expect(503);
      expect(res.body).toMatchObject({
        status: 'error',
        error: { switchable: { status: 'down', message: 'switched off' } },
        details: { stable: { status: 'up' } },
      });
      await request(app.getHttpServer()).get('/health/live').expect(200);
      const failure = logs.lines.find(
        (l) => l.level === 'error' && String(l.msg).includes('Health Check has failed'),
      );
      expect(failure).toMatchObject({ service: SERVICE_NAME, reqId: expect.any(String) });
    } finally {
      app.get(SwitchableDependency).up = true;
    }
  });
});

describe('health without readiness checks', () => {
  it('is ready', async () => {
    const app = await createTestApp();
    try {
      await request(app.getHttpServer()).get('/health/ready').expect(200);
    } finally {
      await app.close();
    }
  });
});
