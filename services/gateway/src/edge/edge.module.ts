import { Module } from '@nestjs/common';
import { SecurityHeaders } from './security-headers';
import { UrlLengthLimit } from './url-length';

/** Rules applied to every request before it is routed anywhere, and headers on every answer. */
@Module({ providers: [UrlLengthLimit, SecurityHeaders] })
export class EdgeModule {}
