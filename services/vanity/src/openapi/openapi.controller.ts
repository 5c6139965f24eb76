import { Controller, Get, Header, Logger, NotFoundException } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The hand-written OpenAPI document, beside src/ and dist/ in the package. */
const DOCUMENT_PATH = join(__dirname, '..', '..', 'openapi.yaml');

function readDocument(): string | undefined {
  try {
    return readFileSync(DOCUMENT_PATH, 'utf8');
  } catch {
    new Logger('OpenApi').warn(
      `No OpenAPI document at ${DOCUMENT_PATH}; /openapi.yaml will answer 404`,
    );
    return undefined;
  }
}

/** `/openapi.yaml`: the contract for other products (the kit serves `/openapi.json`). */
@Controller()
export class OpenApiController {
  private readonly document = readDocument();

  @Get('openapi.yaml')
  @Header('Content-Type', 'application/yaml; charset=utf-8')
  openapi(): string {
    if (this.document === undefined)
      throw new NotFoundException('The OpenAPI document is not deployed');
    return this.document;
  }
}
