import { Controller, HttpCode, NotFoundException, Param, Post, UseGuards } from '@nestjs/common';
import { CurrentReader, ReaderGuard } from '../auth/reader.guard';
import type { Reader } from '../auth/reader';
import { ProxyConfig } from '../config/proxy-config';
import { avatarUrl } from '../profile/avatar';
import { ProfileStore } from '../profile/profile-store';
import { SitePipe } from '../site/site.pipe';
import { remoteAuthS3 } from './remote-auth';

/** Spec 001 s7: the token is read at `data.data.item.disqusToken.remoteAuthS3`. */
export interface DiscussionAnswer {
  data: { data: { item: { disqusToken: { remoteAuthS3: string } } } };
}

const answer = (token: string): DiscussionAnswer => ({
  data: { data: { item: { disqusToken: { remoteAuthS3: token } } } },
});

/**
 * Discussion single sign-on (spec 001 s7): `POST /api/neutron/users/{site}/{discussion}/
 * authenticate` signs the reader in to the discussion service, `.../logout` out of it.
 */
@Controller('api/neutron/users/:site/:discussion')
@UseGuards(ReaderGuard)
export class DiscussionController {
  constructor(
    private readonly config: ProxyConfig,
    private readonly profiles: ProfileStore,
  ) {}

  private checkDiscussion(discussion: string): void {
    if (discussion !== this.config.discussionShortname) {
      throw new NotFoundException(`No discussion service ${discussion.slice(0, 64)}`);
    }
  }

  @Post('authenticate')
  @HttpCode(200)
  async authenticate(
    @Param('site', SitePipe) _site: string,
    @Param('discussion') discussion: string,
    @CurrentReader() reader: Reader,
  ): Promise<DiscussionAnswer> {
    this.checkDiscussion(discussion);
    const stored = await this.profiles.get(reader.sub);
    const email = stored.email ?? reader.email ?? '';
    const username =
      stored.username ||
      [stored.firstName, stored.lastName].filter(Boolean).join(' ') ||
      email.split('@')[0] ||
      'reader';
    return answer(
      remoteAuthS3(
        {
          id: reader.sub,
          username,
          email,
          ...(email ? { avatar: avatarUrl(this.config.avatarUrlTemplate, email) } : {}),
        },
        this.config.discussionSecretKey,
      ),
    );
  }

  @Post('logout')
  @HttpCode(200)
  logout(
    @Param('site', SitePipe) _site: string,
    @Param('discussion') discussion: string,
  ): DiscussionAnswer {
    this.checkDiscussion(discussion);
    return answer(remoteAuthS3({}, this.config.discussionSecretKey));
  }
}
