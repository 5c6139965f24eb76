import { registerSecurityHeaders } from '@bytewire/service-kit';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { GatewayConfig } from '../config/gateway-config';

/**
 * Security headers on every answer of the gateway (the kit's helmet defaults for the public
 * URL). Pages carry render's policy instead, with the hashes of their scripts; the cached copy
 * of a page keeps the policy it was rendered with.
 */
@Injectable()
export class SecurityHeaders implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly config: GatewayConfig,
  ) {}

  onModuleInit(): void {
    registerSecurityHeaders(this.adapterHost.httpAdapter.getInstance<FastifyInstance>(), {
      publicUrl: this.config.publicUrl,
    });
  }
}
