import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

export interface OpenApiInfo {
  title: string;
  description: string;
  version: string;
}

export const OPENAPI_PATH = '/openapi.json';

/**
 * Serves the app's OpenAPI document (JSON only, no UI) at `/openapi.json`. Call before the
 * app is initialised (`createServiceApp` does); the document is built on first request.
 */
export function openApiDocument(app: INestApplication, info: OpenApiInfo): void {
  const config = new DocumentBuilder()
    .setTitle(info.title)
    .setDescription(info.description)
    .setVersion(info.version)
    .build();
  SwaggerModule.setup('openapi', app, () => SwaggerModule.createDocument(app, config), {
    ui: false,
    raw: ['json'],
    jsonDocumentUrl: OPENAPI_PATH,
  });
}
