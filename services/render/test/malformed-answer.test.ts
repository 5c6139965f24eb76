/**
 * A composer answer that is JSON but not a page (a field of the wrong type): the content
 * client's check refuses it once, at the boundary, so the reader gets the error page (502)
 * and the log says which field was wrong.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Writable } from 'node:stream';
import request from 'supertest';
import { startFakeContentApi, type FakeContentApi } from './support/fake-content-api';
import { WRONG_TYPE_PAGE } from './support/pages';
import { API_KEY, createRenderApp } from './support/render-app';

/** The app's log lines, parsed. */
class LogCapture extends Writable {
  readonly lines: Array<Record<string, unknown>> = [];

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      this.lines.push(JSON.parse(line) as Record<string, unknown>);
    }
    done();
  }
}

const FIELD_MESSAGE =
  'Expected property data.components[0].item.slug: expected string, received number';

let contentApi: FakeContentApi;
let app: NestFastifyApplication;
const logs = new LogCapture();

beforeAll(async () => {
  contentApi = await startFakeContentApi(API_KEY, { 'article/wrong-type': WRONG_TYPE_PAGE });
  app = await createRenderApp(
    {
      CONTENT_API_URL: contentApi.url,
      PUBLIC_URL: 'https://www.bytewire.example',
      LOG_LEVEL: 'error',
    },
    logs,
  );
});

afterAll(async () => {
  await app?.close();
  await contentApi?.close();
});

describe('a malformed composer answer', () => {
  it('gives the error page (502) and a log line naming the field', async () => {
    const res = await request(app.getHttpServer())
      .get('/article/wrong-type/')
      .set('x-request-id', 'req-wrong-type-1');
    expect(res.status).toBe(502);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('Something went wrong');
    expect(res.text).not.toContain('Never shown');

    const line = logs.lines.find((l) => JSON.stringify(l).includes(FIELD_MESSAGE));
    expect(line).toBeDefined();
    expect(line?.msg).toBe('page error');
    expect(line?.reqId).toBe('req-wrong-type-1');
  });
});
