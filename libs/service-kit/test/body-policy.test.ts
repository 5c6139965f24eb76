/**
 * The body policy of every service app (issue 27): bodies that made 500s from class-transformer
 * or a blown stack (a nested `constructor` key, 3,000 levels of nesting) and prototype keys
 * get a 400 naming the problem, logged, and never reach the handler; ordinary bodies pass.
 */
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Type } from 'class-transformer';
import { IsObject, IsOptional, IsString, ValidateNested } from 'class-validator';
import request from 'supertest';
import {
  hostileBodyProblem,
  JsonApiModule,
  MAX_BODY_DEPTH,
  MAX_BODY_KEYS,
  MAX_BODY_VALUES,
  validationMessage,
} from '../src';
import { createTestApp, LogCapture } from './support';

class Inner {
  @IsOptional()
  @IsString()
  name?: string;
}

class Outer {
  @IsString()
  type!: string;

  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => Inner)
  inner?: Inner;
}

const received: unknown[] = [];

@Controller('things')
class ThingsController {
  @Post()
  @HttpCode(204)
  take(@Body() body: Outer): void {
    received.push(body);
  }
}

describe('the body policy', () => {
  let app: NestFastifyApplication;
  const logs = new LogCapture();
  const post = (body: string, type = 'application/json') =>
    request(app.getHttpServer()).post('/things').set('content-type', type).send(body);

  beforeAll(async () => {
    app = await createTestApp({ imports: [JsonApiModule], controllers: [ThingsController], logs });
  });
  afterAll(() => app.close());
  beforeEach(() => {
    received.length = 0;
  });

  it('passes an ordinary body to the handler', async () => {
    await post('{"type":"a","inner":{"name":"n"}}').expect(204);
    expect(received).toHaveLength(1);
  });

  const deep = (levels: number) =>
    `{"type":"a","inner":${'['.repeat(levels)}${']'.repeat(levels)}}`;

  it.each([
    ['a nested constructor key', '{"type":"a","inner":{"constructor":1}}', '"constructor" key'],
    ['a constructor key', '{"type":"a","constructor":{"name":"x"}}', '"constructor" key'],
    ['a prototype key deep down', '{"type":"a","x":[{"y":{"prototype":{}}}]}', '"prototype" key'],
    ['3,000 levels of nesting', deep(3000), `deeper than ${MAX_BODY_DEPTH} levels`],
    ['a __proto__ key', '{"type":"a","__proto__":{"polluted":1}}', 'not valid JSON'],
  ])('refuses %s with a 400 naming it, before the handler', async (_what, body, message) => {
    const res = await post(body).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: expect.stringContaining(message) });
    expect(received).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses an object of 86,000 keys at once, before class-transformer walks them', async () => {
    const keys = Object.fromEntries(Array.from({ length: 86_000 }, (_, i) => [`k${i}`, 1]));
    const res = await post(JSON.stringify({ type: 'a', ...keys })).expect(400);
    expect(res.body.message).toBe(`An object of the body has more than ${MAX_BODY_KEYS} keys`);
    expect(received).toEqual([]);
  });

  it('refuses a form body with a constructor key', async () => {
    const res = await post('type=a&constructor=1', 'application/x-www-form-urlencoded').expect(400);
    expect(res.body.message).toBe('The body must not have a "constructor" key');
    expect(received).toEqual([]);
  });

  it('logs a refused body as a client error', async () => {
    await post('{"type":"a","inner":{"constructor":1}}').expect(400);
    expect(
      logs.lines.some(
        (line) =>
          line.level === 'warn' &&
          String(line.msg).includes('POST /things answered 400: The body must not have'),
      ),
    ).toBe(true);
  });
});

describe('hostileBodyProblem', () => {
  it('accepts scalars, flat and moderately nested values', () => {
    expect(hostileBodyProblem(null)).toBeUndefined();
    expect(hostileBodyProblem('constructor')).toBeUndefined();
    expect(hostileBodyProblem({ a: [{ b: { c: 1 } }], name: 'constructor' })).toBeUndefined();
  });

  it('counts depth from the body itself', () => {
    let value: unknown = 1;
    for (let i = 0; i < MAX_BODY_DEPTH; i += 1) value = [value];
    expect(hostileBodyProblem(value)).toBeUndefined();
    expect(hostileBodyProblem([value])).toBe(`The body nests deeper than ${MAX_BODY_DEPTH} levels`);
  });

  it('bounds the keys of one object and the values of the whole body', () => {
    const wide = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]));
    expect(hostileBodyProblem(wide(MAX_BODY_KEYS))).toBeUndefined();
    expect(hostileBodyProblem({ a: wide(MAX_BODY_KEYS + 1) })).toBe(
      `An object of the body has more than ${MAX_BODY_KEYS} keys`,
    );
    expect(hostileBodyProblem(new Array(MAX_BODY_VALUES - 1).fill(0))).toBeUndefined();
    expect(hostileBodyProblem(new Array(MAX_BODY_VALUES).fill(0))).toBe(
      `The body holds more than ${MAX_BODY_VALUES} values`,
    );
  });

  it('walks a million-level value without overflowing the stack', () => {
    let value: unknown = {};
    for (let i = 0; i < 1_000_000; i += 1) value = { v: value };
    expect(hostileBodyProblem(value)).toBe(`The body nests deeper than ${MAX_BODY_DEPTH} levels`);
  });
});

describe('validationMessage', () => {
  it('names at most ten broken rules, and how many more', () => {
    const errors = Array.from({ length: 25 }, (_, i) => ({
      property: `k${i}`,
      constraints: { whitelist: `property k${i} should not exist` },
      children: [],
    }));
    const message = validationMessage(errors);
    expect(message.split('; ')).toHaveLength(11);
    expect(message).toMatch(
      /^property k0 should not exist; .*property k9 should not exist; and 15 more$/,
    );
  });
});
