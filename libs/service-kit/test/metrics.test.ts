import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { internalHandler } from '../src';
import { createTestApp, SERVICE_NAME } from './support';

function seriesOf(text: string, name: string): string[] {
  return text.split('\n').filter((line) => line.startsWith(name));
}

describe('metrics', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('exposes the request duration by method, route pattern and status, and the defaults', async () => {
    await request(app.getHttpServer()).get('/ping').expect(200);
    await request(app.getHttpServer()).get('/no/such/path/123').expect(404);

    const res = await request(internalHandler(app)).get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const counts = seriesOf(res.text, 'http_request_duration_seconds_count');
    expect(counts).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `\\{service="${SERVICE_NAME}",method="GET",route="/ping",status_code="200"\\} 1$`,
        ),
      ),
    );
    expect(counts).toContainEqual(expect.stringContaining('route="unmatched",status_code="404"'));
    expect(res.text).not.toContain('/no/such/path');
    expect(res.text).toContain(`process_cpu_user_seconds_total{service="${SERVICE_NAME}"}`);
  });

  it('keeps one registry per app, so several apps live in one process', async () => {
    const other = await createTestApp();
    try {
      await request(other.getHttpServer()).get('/ping').expect(200);
      await request(other.getHttpServer()).get('/ping').expect(200);
      const res = await request(internalHandler(other)).get('/metrics').expect(200);
      expect(
        seriesOf(
          res.text,
          `http_request_duration_seconds_count{service="${SERVICE_NAME}",method="GET",route="/ping"`,
        ),
      ).toEqual([expect.stringMatching(/ 2$/)]);
    } finally {
      await other.close();
    }
  });
});
