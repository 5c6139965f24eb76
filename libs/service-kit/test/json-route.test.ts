import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { IsInt, IsString, Max, Min } from 'class-validator';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { addJsonRoute, TooManyRequests, validateBody, internalHandler } from '../src';
import { createTestApp, LogCapture } from './support';

class ThingDto {
  @IsString({ message: 'name must be a string' })
  name!: string;

  @Max(10, { message: 'count must be at most 10' })
  @Min(1, { message: 'count must be at least 1' })
  @IsInt({ message: 'count must be a whole number' })
  count!: number;
}

/** A JSON route registered the kit's way, beside the Nest routes of the test app. */
@Injectable()
class ThingsRoute implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    addJsonRoute(fastify, {
      method: 'POST',
      url: '/things',
      handler: (request) => {
        const thing = validateBody(ThingDto, request.body);
        if (thing.name === 'crash') throw new Error('secret detail of a crash');
        if (thing.name === 'greedy') throw new TooManyRequests('Too many things', 7);
        return { name: thing.name, doubled: thing.count * 2, extra: 'dropped by the schema' };
      },
      response: {
        type: 'object',
        properties: { name: { type: 'string' }, doubled: { type: 'integer' } },
      },
      openApi: { summary: 'Doubles a thing', responses: { 200: { description: 'the thing' } } },
    });
  }
}

describe('addJsonRoute and validateBody', () => {
  let app: NestFastifyApplication;
  const logs = new LogCapture();
  const post = (body: unknown, type = 'application/json') =>
    request(app.getHttpServer())
      .post('/things')
      .set('content-type', type)
      .set('x-request-id', 'json-route-1')
      .send(typeof body === 'string' ? body : JSON.stringify(body));

  beforeAll(async () => {
    app = await createTestApp({ providers: [ThingsRoute], logs });
  });
  afterAll(() => app.close());

  it('answers a limit’s 429 with its Retry-After', async () => {
    const res = await post({ name: 'greedy', count: 1 }).expect(429);
    expect(res.body).toEqual({ statusCode: 429, message: 'Too many things' });
    expect(res.headers['retry-after']).toBe('7');
  });

  it('answers what the handler returns, serialised by the response schema', async () => {
    const res = await post({ name: 'box', count: 3 }).expect(200);
    expect(res.body).toEqual({ name: 'box', doubled: 6 });
    expect(res.headers['x-request-id']).toBe('json-route-1');
  });

  it.each([
    [{ name: 'box', count: 0 }, 'count must be at least 1'],
    [{ name: 7, count: 2 }, 'name must be a string'],
    [[1, 2], 'The body must be a JSON object'],
    ['null', 'The body must be a JSON object'],
    ['{"name":', 'not valid JSON'],
  ])('answers %j with 400 { statusCode, message }', async (body, message) => {
    const res = await post(body).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: expect.stringContaining(message) });
  });

  it('answers an unsupported media type with 415 { statusCode, message }', async () => {
    const res = await post('a,b', 'text/csv').expect(415);
    expect(res.body).toEqual({ statusCode: 415, message: expect.any(String) });
  });

  it('answers a crash with 500 and no detail, logged with the request id', async () => {
    const res = await post({ name: 'crash', count: 1 }).expect(500);
    expect(res.body).toEqual({ statusCode: 500, message: 'Internal server error' });
    const logged = logs.lines.find((l) => String(l.msg).includes('POST /things failed'));
    expect(logged).toMatchObject({ level: 'error', reqId: 'json-route-1' });
  });

  it('is timed in the metrics under its route', async () => {
    await post({ name: 'box', count: 1 }).expect(200);
    const res = await request(internalHandler(app)).get('/metrics').expect(200);
    expect(res.text).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/things"/);
  });

  it('is in /openapi.json beside the Nest routes', async () => {
    const res = await request(internalHandler(app)).get('/openapi.json').expect(200);
    expect(res.body.paths['/things'].post).toMatchObject({ summary: 'Doubles a thing' });
    expect(res.body.paths['/ping']).toBeDefined();
  });
});
