import { Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { ReactElement } from 'react';
import { IdentityConfig } from '../config/identity-config';
import { renderScreen, screenHeaders } from './pages/render-screen';

/** Sends the provider's screens, with their headers. */
@Injectable()
export class ScreenResponder {
  readonly site: string;
  private readonly headers: Record<string, string>;

  constructor(config: IdentityConfig) {
    this.site = config.publicationName;
    this.headers = screenHeaders(config.siteOrigin);
  }

  send(reply: FastifyReply, status: number, screen: ReactElement): void {
    void reply.status(status).headers(this.headers).send(renderScreen(screen));
  }

  /** After a POST: the next screen by GET (303), so a reload never posts twice. */
  seeOther(reply: FastifyReply, location: string): void {
    void reply.status(303).header('cache-control', 'no-store').redirect(location, 303);
  }
}
