import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { createElement } from 'react';
import { IdentityConfig } from '../config/identity-config';
import { UnavailableScreen } from '../interaction/pages/screens';
import { ScreenResponder } from '../interaction/screen-responder';

/**
 * The screens' 503 (Redis out of reach: RedisUnavailableInterceptor) as a page a reader can
 * read, rather than the JSON of the service's API routes. For the controllers of browser pages.
 */
@Catch(ServiceUnavailableException)
export class UnavailableScreenFilter implements ExceptionFilter {
  constructor(
    private readonly screens: ScreenResponder,
    private readonly config: IdentityConfig,
  ) {}

  catch(exception: ServiceUnavailableException, host: ArgumentsHost): void {
    this.screens.send(
      host.switchToHttp().getResponse<FastifyReply>(),
      503,
      createElement(UnavailableScreen, {
        site: this.screens.site,
        siteUrl: this.config.identitySiteUrl,
        message: exception.message,
      }),
    );
  }
}
