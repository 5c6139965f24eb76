import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { JsonApiModule, OpenApiYamlModule, internalHandler } from '../src';
import { createTestApp, LogCapture } from './support';

describe('OpenApiYamlModule', () => {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-yaml-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // First: logs outside requests go to the first app's destination (nestjs-pino keeps one).
  it('answers 404 and warns at start when the document is missing', async () => {
    const logs = new LogCapture();
    const path = join(dir, 'missing.yaml');
    const app = await createTestApp({
      imports: [JsonApiModule, OpenApiYamlModule.register(path)],
      logs,
    });
    try {
      const res = await request(internalHandler(app)).get('/openapi.yaml').expect(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({
        statusCode: 404,
        message: 'The OpenAPI document is not deployed',
      });
      expect(logs.lines).toContainEqual(
        expect.objectContaining({
          level: 'warn',
          msg: `No OpenAPI document at ${path}; /openapi.yaml will answer 404`,
        }),
      );
    } finally {
      await app.close();
    }
  });

  it('serves the document at /openapi.yaml as YAML', async () => {
    const path = join(dir, 'openapi.yaml');
    writeFileSync(path, 'openapi: 3.0.3\ninfo:\n  title: Test\n');
    const app = await createTestApp({ imports: [OpenApiYamlModule.register(path)] });
    try {
      const res = await request(internalHandler(app)).get('/openapi.yaml').expect(200);
      expect(res.headers['content-type']).toBe('application/yaml; charset=utf-8');
      expect(res.text).toBe('openapi: 3.0.3\ninfo:\n  title: Test\n');
    } finally {
      await app.close();
    }
  });
});
