import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { toSvg } from 'jdenticon';

const AVATAR_FILE = /^([0-9a-f]{64})\.svg$/;
const AVATAR_SIZE = 96;

/**
 * The cluster's own avatar service (AVATAR_URL_TEMPLATE's default): an identicon (jdenticon)
 * for an address's SHA-256, the same picture every time, so that avatars show with no outside
 * host. Set AVATAR_URL_TEMPLATE to use another service keyed the same way (Gravatar).
 */
@Controller('api/neutron/users/avatar')
export class AvatarController {
  @Get(':file')
  avatar(@Param('file') file: string, @Res() reply: FastifyReply): void {
    const hash = AVATAR_FILE.exec(file)?.[1];
    if (!hash) throw new NotFoundException('An avatar is {sha-256 of the address, hex}.svg');
    void reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(toSvg(hash, AVATAR_SIZE));
  }
}
