import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { FastifyInstance } from 'fastify';
import { documentedRoutes } from './json-route-docs';

export interface OpenApiInfo {
  title: string;
  description: string;
  version: string;
}

export const OPENAPI_PATH = '/openapi.json';

/**
 * Serves the app's OpenAPI document (JSON only, no UI) at `/openapi.json`, on the internal
 * listener only (app/internal-only-routes.ts): the Nest routes, and
 * the JSON routes served by fastify directly (`addJsonRoute` with `openApi`). Call before the
 * app is initialised (`createServiceApp` does); the document is built on first request.
 */
export function openApiDocument(app: INestApplication, info: OpenApiInfo): void {
  const config = new DocumentBuilder()
    .setTitle(info.title)
    .setDescription(info.description)
    .setVersion(info.version)
    .build();
  const document = () => {
    const built = SwaggerModule.createDocument(app, config);
    const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
    built.paths = { ...built.paths, ...documentedRoutes(fastify) };
    return built;
  };
  SwaggerModule.setup('openapi', app, document, {
    ui: false,
    raw: ['json'],
    jsonDocumentUrl: OPENAPI_PATH,
  });
}
