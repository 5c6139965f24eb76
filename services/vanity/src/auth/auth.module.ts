import { Global, Module } from '@nestjs/common';
import { AdminKeyGuard } from './admin-key.guard';
import { ApiKeyGuard } from './api-key.guard';

/** The key guards, applied per controller so that health, metrics and OpenAPI stay open. */
@Global()
@Module({ providers: [ApiKeyGuard, AdminKeyGuard], exports: [ApiKeyGuard, AdminKeyGuard] })
export class AuthModule {}
