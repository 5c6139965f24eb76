import { Controller, Get, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import request from 'supertest';
import { hasMalformedUrl, receivedUrl, internalHandler } from '../src';
import { createTestApp } from './support';

@Controller('echo')
class EchoController {
  @Get('*')
  echo(@Req() req: FastifyRequest): { url: string; malformed: boolean; received: string } {
    return { url: req.url, malformed: hasMalformedUrl(req), received: receivedUrl(req) };
  }
}

describe('a service app', () => {
  it('serves its OpenAPI document at /openapi.json', async () => {
    const app = await createTestApp();
    try {
      const res = await request(internalHandler(app)).get('/openapi.json').expect(200);
      expect(res.body).toMatchObject({
        openapi: expect.any(String),
        info: { title: 'Bytewire kit-test' },
      });
      expect(Object.keys(res.body.paths)).toEqual(
        expect.arrayContaining(['/health/live', '/health/ready']),
      );
    } finally {
      await app.close();
    }
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const app = await createTestApp();
    try {
      await request(app.getHttpServer())
        .post('/ping')
        .set('content-type', 'application/json')
        .send(JSON.stringify({ text: 'x'.repeat(1024 * 1024) }))
        .expect(413);
    } finally {
      await app.close();
    }
  });

  it('refuses request headers over 16 KiB in all with 431, and takes a large cookie below that', async () => {
    const app = await createTestApp();
    try {
      await app.listen(0, '127.0.0.1');
      const url = await app.getUrl();
      const withCookie = (bytes: number) =>
        fetch(`${url}/health/live`, { headers: { cookie: `c=${'x'.repeat(bytes)}` } });
      expect((await withCookie(12 * 1024)).status).toBe(200);
      expect((await withCookie(17 * 1024)).status).toBe(431);
    } finally {
      await app.close();
    }
  });

  it('routes a path with malformed escapes (no bare 400), marked as malformed', async () => {
    const app = await createTestApp({ controllers: [EchoController] });
    try {
      const res = await request(app.getHttpServer()).get('/echo/%zz/%E0%A4%A?q=%zz').expect(200);
      expect(res.headers['x-request-id']).toBeDefined();
      // The router's URL is escaped; the URL as received is kept (length limits, signatures).
      expect(res.body).toEqual({
        url: '/echo/%25zz/%25E0%25A4%25A?q=%zz',
        malformed: true,
        received: '/echo/%zz/%E0%A4%A?q=%zz',
      });

      const wellFormed = await request(app.getHttpServer()).get('/echo/caf%C3%A9').expect(200);
      expect(wellFormed.body).toEqual({
        url: '/echo/caf%C3%A9',
        malformed: false,
        received: '/echo/caf%C3%A9',
      });

      await request(app.getHttpServer()).get('/%zz').expect(404);
    } finally {
      await app.close();
    }
  });
});
