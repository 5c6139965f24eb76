import { Controller, Get, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import request from 'supertest';
import { BaseEnv, parseTrustProxy, validateEnv } from '../src';
import { createTestApp } from './support';

@Controller('who')
class WhoController {
  @Get()
  who(@Req() req: FastifyRequest): { ip: string; host: string; protocol: string } {
    return { ip: req.ip, host: req.host, protocol: req.protocol };
  }
}

const SPOOFED = {
  'x-forwarded-for': '1.2.3.4',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'gopher',
};

/** What a kit app believes about a request carrying forwarding headers, with TRUST_PROXY. */
async function seenWith(trustProxy?: string): Promise<Record<string, string>> {
  const app = await createTestApp({
    controllers: [WhoController],
    env: trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy },
  });
  try {
    const res = await request(app.getHttpServer()).get('/who').set(SPOOFED).expect(200);
    return res.body as Record<string, string>;
  } finally {
    await app.close();
  }
}

describe('parseTrustProxy', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    [' FALSE ', false],
    ['true', true],
    ['0', false],
    ['2', 2],
    ['10.0.0.7', ['10.0.0.7']],
    ['10.0.0.0/8, 192.168.1.1 ,::1, fd00::/8', ['10.0.0.0/8', '192.168.1.1', '::1', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads %j as %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each([
    'yes',
    '1.2.3',
    '10.0.0.0/33',
    '10.0.0.0/0',
    '::1/129',
    '10.0.0.1,',
    'fe80::1%eth0',
    '-1',
    '101',
    '10.0.0.0/8/8',
    'evil.example',
  ])('refuses %j', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(
      'TRUST_PROXY must be false, true, a hop count, or a comma-separated list of IP addresses and CIDR ranges',
    );
  });

  it('is part of the validated environment, false by default', () => {
    expect(validateEnv(BaseEnv)({}).TRUST_PROXY).toBe('false');
    expect(() => validateEnv(BaseEnv)({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(
      /^Invalid environment: TRUST_PROXY must be false, true, a hop count/,
    );
  });
});

describe('TRUST_PROXY in a service app', () => {
  it('trusts nothing by default: the connection decides address, host and protocol', async () => {
    const seen = await seenWith();
    expect(seen.ip).toMatch(/127\.0\.0\.1$/);
    expect(seen.host).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(seen.protocol).toBe('http');
  });

  it('believes the headers from a trusted peer', async () => {
    expect(await seenWith('true')).toEqual({
      ip: '1.2.3.4',
      host: 'evil.example',
      protocol: 'gopher',
    });
    expect(await seenWith('127.0.0.0/8')).toMatchObject({ ip: '1.2.3.4', host: 'evil.example' });
  });

  it('does not believe a peer outside the listed addresses', async () => {
    const seen = await seenWith('10.0.0.0/8');
    expect(seen.ip).toMatch(/127\.0\.0\.1$/);
    expect(seen.host).not.toBe('evil.example');
    expect(seen.protocol).toBe('http');
  });

  it('does not start with a bad value, naming the variable', async () => {
    await expect(createTestApp({ env: { TRUST_PROXY: 'everyone' } })).rejects.toThrow(
      /^Invalid environment: TRUST_PROXY must be/,
    );
  });
});
