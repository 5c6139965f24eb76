import {
  Controller,
  type DynamicModule,
  Get,
  Inject,
  Logger,
  Module,
  NotFoundException,
  type OnModuleInit,
  Res,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { readFileSync } from 'node:fs';

const DOCUMENT_PATH = Symbol('OPENAPI_YAML_PATH');

function readDocument(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    new Logger('OpenApi').warn(`No OpenAPI document at ${path}; /openapi.yaml will answer 404`);
    return undefined;
  }
}

/**
 * `/openapi.yaml`: the hand-written contract for other products, read once at start; on the
 * internal listener only (app/internal-only-routes.ts).
 */
@Controller()
class OpenApiYamlController implements OnModuleInit {
  private document: string | undefined;

  constructor(@Inject(DOCUMENT_PATH) private readonly path: string) {}

  // Read at init, once the app's logger is in place: a warning while constructing is lost.
  onModuleInit(): void {
    this.document = readDocument(this.path);
  }

  @Get('openapi.yaml')
  openapi(@Res({ passthrough: true }) reply: FastifyReply): string {
    if (this.document === undefined)
      throw new NotFoundException('The OpenAPI document is not deployed');
    // Set here, not by @Header: the 404 above is JSON.
    void reply.header('content-type', 'application/yaml; charset=utf-8');
    return this.document;
  }
}

/**
 * Serves a service's hand-written OpenAPI document at `/openapi.yaml` (a missing file is a
 * logged warning and 404 answers). The generated `/openapi.json` is `runService`'s `openApi`.
 */
@Module({})
export class OpenApiYamlModule {
  /** `documentPath`: the file, e.g. `join(__dirname, '..', 'openapi.yaml')` from src/ or dist/. */
  static register(documentPath: string): DynamicModule {
    return {
      module: OpenApiYamlModule,
      controllers: [OpenApiYamlController],
      providers: [{ provide: DOCUMENT_PATH, useValue: documentPath }],
    };
  }
}
