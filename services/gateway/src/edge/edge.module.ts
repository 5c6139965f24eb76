import { type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { UrlLengthMiddleware } from './url-length.middleware';

/** Rules applied to every request before it is routed anywhere. */
@Module({})
export class EdgeModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(UrlLengthMiddleware).forRoutes('*');
  }
}
