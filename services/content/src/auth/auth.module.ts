import { Global, Module } from '@nestjs/common';
import { ApiKeyGuard } from './api-key.guard';

/** The API key guard, for the controllers marked `@ApiKeyRequired()`. */
@Global()
@Module({ providers: [ApiKeyGuard], exports: [ApiKeyGuard] })
export class AuthModule {}
