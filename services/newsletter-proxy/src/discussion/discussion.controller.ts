import {
  Controller,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  UseGuards,
} from '@nestjs/common';
import { ReaderGuard } from '../auth/reader.guard';
import { ProxyConfig } from '../config/proxy-config';
import { CurrentCall } from '../readers/reader-call';
import { type DiscussionAnswer, type ReaderCall, ReadersBackend } from '../readers/readers-backend';
import type { RecentCommentsAnswer } from './recent-comments';
import { SitePipe } from '../site/site.pipe';

/**
 * Discussion single sign-on (spec 001 s7): `POST /api/neutron/users/{site}/{discussion}/
 * authenticate` signs the reader in to the discussion service, `.../logout` out of it;
 * `GET .../comments` lists the reader's recent comments there (the member area's Community tab).
 */
@Controller('api/neutron/users/:site/:discussion')
@UseGuards(ReaderGuard)
export class DiscussionController {
  constructor(
    private readonly config: ProxyConfig,
    private readonly readers: ReadersBackend,
  ) {}

  private checkDiscussion(discussion: string): void {
    if (discussion !== this.config.discussionShortname) {
      throw new NotFoundException(`No discussion service ${discussion.slice(0, 64)}`);
    }
  }

  @Post('authenticate')
  @HttpCode(200)
  authenticate(
    @Param('site', SitePipe) site: string,
    @Param('discussion') discussion: string,
    @CurrentCall() call: Omit<ReaderCall, 'site'>,
  ): Promise<DiscussionAnswer> {
    this.checkDiscussion(discussion);
    return this.readers.discussionLogin({ ...call, site }, discussion);
  }

  @Post('logout')
  @HttpCode(200)
  logout(
    @Param('site', SitePipe) site: string,
    @Param('discussion') discussion: string,
    @CurrentCall() call: Omit<ReaderCall, 'site'>,
  ): Promise<DiscussionAnswer> {
    this.checkDiscussion(discussion);
    return this.readers.discussionLogout({ ...call, site }, discussion);
  }

  @Get('comments')
  recentComments(
    @Param('site', SitePipe) site: string,
    @Param('discussion') discussion: string,
    @CurrentCall() call: Omit<ReaderCall, 'site'>,
  ): Promise<RecentCommentsAnswer> {
    this.checkDiscussion(discussion);
    return this.readers.recentComments({ ...call, site }, discussion);
  }
}
