import { Controller, Get, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PageRenderer } from './page-renderer';

/**
 * Every GET that is not an asset or an operations endpoint is a page: which one, the web
 * app's loaders decide from the route table (an unknown path gets the 404 page).
 */
@Controller()
export class SsrController {
  constructor(private readonly renderer: PageRenderer) {}

  @Get('*')
  page(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.renderer.respond(request, reply);
  }
}
