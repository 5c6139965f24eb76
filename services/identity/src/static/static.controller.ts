import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What the build leaves in dist/public (tools/bundle-browser.mjs). */
const FILES: Record<string, string> = {
  'identity-pages.js': 'text/javascript; charset=utf-8',
  'identity.css': 'text/css; charset=utf-8',
};

/** The screens' script and stylesheet, read once at start-up and served from memory. */
@Controller('static')
export class StaticController {
  private readonly files = new Map(
    Object.entries(FILES).map(([name, type]) => [
      name,
      { type, body: readFileSync(path.join(__dirname, '..', 'public', name)) },
    ]),
  );

  @Get(':name')
  serve(@Param('name') name: string, @Res() reply: FastifyReply): void {
    const file = this.files.get(name);
    if (!file) throw new NotFoundException(`No static file ${name}`);
    void reply
      .header('content-type', file.type)
      .header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  }
}
