import { Body, Controller, Get, Param, Put, UseGuards } from '@nestjs/common';
import { CurrentReader, ReaderGuard } from '../auth/reader.guard';
import type { Reader } from '../auth/reader';
import { ProxyConfig } from '../config/proxy-config';
import { IdentityAccounts } from '../identity/identity-accounts';
import { SitePipe } from '../site/site.pipe';
import { avatarUrl } from './avatar';
import type { Profile } from './profile';
import { ProfileStore } from './profile-store';
import { ProfileUpdate } from './profile-update.dto';

/** Spec 000 s7: the profile answer is read at `data.data.item`. */
export interface ProfileAnswer {
  data: { data: { item: Profile } };
}

/**
 * The signed-in reader's profile (spec 000 s7, spec 001 s3): `GET` and `PUT
 * /api/neutron/users/rna/{site}/user`. Only the token's reader is ever read or written.
 */
@Controller('api/neutron/users/rna/:site/user')
@UseGuards(ReaderGuard)
export class ProfileController {
  constructor(
    private readonly profiles: ProfileStore,
    private readonly identity: IdentityAccounts,
    private readonly config: ProxyConfig,
  ) {}

  private async answer(reader: Reader): Promise<ProfileAnswer> {
    const stored = await this.profiles.get(reader.sub);
    const email = stored.email ?? reader.email ?? '';
    return {
      data: {
        data: {
          item: {
            id: reader.sub,
            email,
            firstName: stored.firstName ?? '',
            lastName: stored.lastName ?? '',
            username: stored.username ?? '',
            country: stored.country ?? '',
            avatar: email ? avatarUrl(this.config.avatarUrlTemplate, email) : '',
          },
        },
      },
    };
  }

  @Get()
  read(@Param('site', SitePipe) _site: string, @CurrentReader() reader: Reader) {
    return this.answer(reader);
  }

  /**
   * Changes what the body gives. The password first (it proves the reader), then the address
   * (both at the identity provider), then the fields kept here.
   */
  @Put()
  async update(
    @Param('site', SitePipe) _site: string,
    @CurrentReader() reader: Reader,
    @Body() body: ProfileUpdate,
  ): Promise<ProfileAnswer> {
    if (body.newPassword !== undefined) {
      await this.identity.changePassword(reader.sub, body.currentPassword ?? '', body.newPassword);
    }
    const current = (await this.profiles.get(reader.sub)).email ?? reader.email;
    const email = body.email?.trim();
    const newEmail = email !== undefined && email.toLowerCase() !== current?.toLowerCase();
    if (newEmail) await this.identity.changeEmail(reader.sub, email);
    await this.profiles.update(reader.sub, {
      firstName: body.firstName?.trim(),
      lastName: body.lastName?.trim(),
      username: body.username,
      country: body.country?.toUpperCase(),
      email: newEmail ? email : undefined,
    });
    return this.answer(reader);
  }
}
