import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import {
  type DependencyCheck,
  DependencyCheckProvider,
  DependencyChecks,
  type ReadinessCheck,
  ReadinessCheckProvider,
  internalHandler,
} from '../src';
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

/** A shared downstream (another service, Redis) the test switches on and off. */
@DependencyCheckProvider()
class SwitchableDownstream implements DependencyCheck {
  readonly name = 'downstream';
  up = true;

  async check(): Promise<void> {
    if (!this.up) throw new Error('downstream unreachable');
  }
}

/** A downstream that never answers: its check must not hold the probe. */
@DependencyCheckProvider()
class HungDownstream implements DependencyCheck {
  readonly name = 'hung';

  check(): Promise<void> {
    return new Promise(() => undefined);
  }
}

describe('health', () => {
  let app: NestFastifyApplication;
  const logs = new LogCapture();

  beforeAll(async () => {
    app = await createTestApp({
      providers: [SwitchableDependency, StableDependency, SwitchableDownstream],
      logs,
    });
  });
  afterAll(() => app.close());

  it('is live while the process runs', async () => {
    const res = await request(app.getHttpServer()).get('/health/live').expect(200);
    expect(res.body).toMatchObject({ status: 'ok' });
  });

  it('is ready when every registered check passes', async () => {
    const res = await request(internalHandler(app)).get('/health/ready').expect(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      details: { switchable: { status: 'up' }, stable: { status: 'up' } },
    });
  });

  it('answers 503 naming the failing check, and stays live', async () => {
    app.get(SwitchableDependency).up = false;
    try {
      const res = await request(internalHandler(app)).get('/health/ready').expect(503);
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

  it('stays ready with a dependency down, and reports it in the body, the gauge and a log', async () => {
    const downstream = app.get(SwitchableDownstream);
    downstream.up = false;
    try {
      await app.get(DependencyChecks).refresh();
      const res = await request(internalHandler(app)).get('/health/ready').expect(200);
      expect(res.body).toMatchObject({
        status: 'ok',
        details: { switchable: { status: 'up' }, stable: { status: 'up' } },
        dependencies: {
          downstream: {
            status: 'down',
            message: 'downstream unreachable',
            checkedAt: expect.any(String),
          },
        },
      });
      expect(res.body.details).not.toHaveProperty('downstream');
      const metrics = await request(internalHandler(app)).get('/metrics').expect(200);
      expect(metrics.text).toContain(
        `dependency_up{dependency="downstream",service="${SERVICE_NAME}"} 0`,
      );
      expect(logs.lines).toContainEqual(
        expect.objectContaining({
          level: 'warn',
          msg: 'dependency down',
          dependency: 'downstream',
        }),
      );

      downstream.up = true;
      await app.get(DependencyChecks).refresh();
      const back = await request(internalHandler(app)).get('/health/ready').expect(200);
      expect(back.body.dependencies).toMatchObject({ downstream: { status: 'up' } });
      expect((await request(internalHandler(app)).get('/metrics')).text).toContain(
        `dependency_up{dependency="downstream",service="${SERVICE_NAME}"} 1`,
      );
    } finally {
      downstream.up = true;
    }
  });

  it('reports the dependencies in a 503 answer too', async () => {
    app.get(SwitchableDependency).up = false;
    try {
      await app.get(DependencyChecks).refresh();
      const res = await request(internalHandler(app)).get('/health/ready').expect(503);
      expect(res.body).toMatchObject({
        status: 'error',
        error: { switchable: { status: 'down' } },
        dependencies: { downstream: { status: 'up' } },
      });
    } finally {
      app.get(SwitchableDependency).up = true;
    }
  });
});

describe('health with a dependency that never answers', () => {
  it('answers readiness at once, from the latest results', async () => {
    const app = await createTestApp({ providers: [HungDownstream] });
    try {
      const started = Date.now();
      const res = await request(internalHandler(app)).get('/health/ready').expect(200);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(res.body.dependencies).toEqual({ hung: { status: 'unknown' } });
    } finally {
      await app.close();
    }
  });
});

describe('health without readiness checks', () => {
  it('is ready', async () => {
    const app = await createTestApp();
    try {
      await request(internalHandler(app)).get('/health/ready').expect(200);
    } finally {
      await app.close();
    }
  });
});
