import {
  BadRequestException,
  Controller,
  Get,
  NotFoundException,
  Query,
  UnauthorizedException,
} from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Type } from 'class-transformer';
import { IsInt, Min } from 'class-validator';
import request from 'supertest';
import {
  JsonApiModule,
  REDIS_UNAVAILABLE_ANSWER,
  type ReadinessCheck,
  ReadinessCheckProvider,
  TooManyRequests,
  internalHandler,
} from '../src';
import { createTestApp, LogCapture } from './support';

class PageQuery {
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  page!: number;
}

/** Errors of every kind a handler can end in. */
@Controller('fail')
class FailingController {
  @Get('not-found')
  notFound(): never {
    throw new NotFoundException('No such thing');
  }

  @Get('messages')
  messages(): never {
    throw new BadRequestException(['first is wrong', 'second is wrong']);
  }

  @Get('keyless')
  keyless(): never {
    throw new UnauthorizedException({ statusCode: 401, message: 'A valid API key is required' });
  }

  @Get('status-code')
  statusCode(): never {
    throw Object.assign(new Error('Unsupported media type'), { statusCode: 415 });
  }

  @Get('status')
  status(): never {
    throw Object.assign(new Error('Gone upstream'), { status: 410 });
  }

  @Get('response-status')
  responseStatus(): never {
    throw Object.assign(new Error('Conflict upstream'), { response: { status: 409 } });
  }

  @Get('upstream-5xx')
  upstream5xx(): never {
    throw Object.assign(new Error('secret host 10.0.0.7 refused'), { statusCode: 503 });
  }

  @Get('limited')
  limited(): never {
    throw new TooManyRequests('Slow down', 42.3);
  }

  @Get('redis-down')
  redisDown(): never {
    throw new Error('Command timed out');
  }

  @Get('crash')
  crash(): never {
    throw new TypeError('cannot read x of undefined at /srv/secret.js');
  }

  @Get('page')
  page(@Query() query: PageQuery): { page: number } {
    return { page: query.page };
  }
}

@ReadinessCheckProvider()
class BrokenDependency implements ReadinessCheck {
  readonly name = 'broken';

  async check(): Promise<void> {
    throw new Error('switched off');
  }
}

describe('JsonApiModule', () => {
  let app: NestFastifyApplication;
  const logs = new LogCapture();
  const get = (path: string) => request(app.getHttpServer()).get(path);
  /** The answer of `path` must be this status with `{ statusCode, message }`. */
  const expectError = async (path: string, statusCode: number, message: string) =>
    expect((await get(path).expect(statusCode)).body).toEqual({ statusCode, message });
  const logged = (text: string) => logs.lines.filter((l) => String(l.msg).includes(text));

  beforeAll(async () => {
    app = await createTestApp({
      imports: [JsonApiModule],
      controllers: [FailingController],
      providers: [BrokenDependency],
      env: { LOG_LEVEL: 'debug' },
      logs,
    });
  });
  afterAll(() => app.close());

  it('answers HTTP exceptions as { statusCode, message }', async () => {
    await expectError('/fail/not-found', 404, 'No such thing');
    await expectError('/fail/messages', 400, 'first is wrong; second is wrong');
    await expectError('/no/route', 404, 'Cannot GET /no/route');
  });

  it.each([
    ['/fail/status-code', 415, 'Unsupported media type'],
    ['/fail/status', 410, 'Gone upstream'],
    ['/fail/response-status', 409, 'Conflict upstream'],
  ])('takes the client status of other errors: %s', async (path, status, message) => {
    await expectError(path, status, message);
  });

  it('answers a limit’s 429 with its Retry-After in whole seconds', async () => {
    const res = await request(app.getHttpServer()).get('/fail/limited').expect(429);
    expect(res.body).toEqual({ statusCode: 429, message: 'Slow down' });
    expect(res.headers['retry-after']).toBe('43');
    const other = await request(app.getHttpServer()).get('/fail/not-found').expect(404);
    expect(other.headers['retry-after']).toBeUndefined();
  });

  it('answers Redis out of reach as a 503 with a message, never a 500 (issue 26)', async () => {
    await expectError('/fail/redis-down', 503, REDIS_UNAVAILABLE_ANSWER);
  });

  it('answers anything else as a 500 without its details, and logs them', async () => {
    for (const path of ['/fail/upstream-5xx', '/fail/crash']) {
      await expectError(path, 500, 'Internal server error');
    }
    const failures = logged('failed').filter((l) => l.level === 'error');
    expect(failures.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['GET /fail/upstream-5xx failed', 'GET /fail/crash failed']),
    );
  });

  it('validates query DTOs: a bad value is a 400 naming it', async () => {
    expect((await get('/fail/page?page=3').expect(200)).body).toEqual({ page: 3 });
    await expectError('/fail/page?page=2.5', 400, 'page must be a whole number');
    await expectError('/fail/page?page=0', 400, 'page must be at least 1');
  });

  it('passes a health check answer through, naming the failing check', async () => {
    const res = await request(internalHandler(app)).get('/health/ready').expect(503);
    expect(res.body).toMatchObject({
      status: 'error',
      error: { broken: { status: 'down', message: 'switched off' } },
      details: { broken: { status: 'down' } },
    });
  });

  it('logs client errors as warnings, keyless probes at debug level, without API keys', async () => {
    await get('/fail/not-found?apiKey=s3cret&x=1').expect(404);
    await get('/fail/keyless?apiKey=s3cret').expect(401);
    expect(logged('GET /fail/not-found?apiKey=[redacted]&x=1 answered 404: No such thing')).toEqual(
      [expect.objectContaining({ level: 'warn' })],
    );
    expect(logged('GET /fail/keyless?apiKey=[redacted] answered 401')).toEqual([
      expect.objectContaining({ level: 'debug' }),
    ]);
    expect(logs.lines.filter((l) => JSON.stringify(l).includes('s3cret'))).toEqual([]);
  });
});
