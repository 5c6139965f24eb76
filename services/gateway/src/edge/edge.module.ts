import { type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { SecurityHeaders } from './security-headers';
import { UrlLengthMiddleware } from './url-length.middleware';

/** Rules applied to every request before it is routed anywhere, and headers on every answer. */
@Module({ providers: [SecurityHeaders] })
export class EdgeModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(UrlLengthMiddleware).forRoutes('*');
  }
}
