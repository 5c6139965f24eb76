import { Module } from '@nestjs/common';
import { CanonicalHost } from './canonical-host';
import { SecurityHeaders } from './security-headers';
import { UrlLengthLimit } from './url-length';

/**
 * Rules applied to every request before it is routed anywhere (an over-long URL, then a page
 * on another host than the public one), and headers on every answer.
 */
@Module({ providers: [UrlLengthLimit, SecurityHeaders, CanonicalHost] })
export class EdgeModule {}
