import { Body, Controller, Get, Param, Put, UseGuards } from '@nestjs/common';
import { ReaderGuard } from '../auth/reader.guard';
import { CurrentCall } from '../readers/reader-call';
import { type ProfileAnswer, type ReaderCall, ReadersBackend } from '../readers/readers-backend';
import { SitePipe } from '../site/site.pipe';
import { ProfileUpdate } from './profile-update.dto';

/**
 * The signed-in reader's profile (spec 000 s7, spec 001 s3): `GET` and `PUT
 * /api/neutron/users/rna/{site}/user`. Only the token's reader is ever read or written; the
 * body is checked here whichever backend keeps the profile.
 */
@Controller('api/neutron/users/rna/:site/user')
@UseGuards(ReaderGuard)
export class ProfileController {
  constructor(private readonly readers: ReadersBackend) {}

  @Get()
  read(
    @Param('site', SitePipe) site: string,
    @CurrentCall() call: Omit<ReaderCall, 'site'>,
  ): Promise<ProfileAnswer> {
    return this.readers.profile({ ...call, site });
  }

  @Put()
  update(
    @Param('site', SitePipe) site: string,
    @CurrentCall() call: Omit<ReaderCall, 'site'>,
    @Body() body: ProfileUpdate,
  ): Promise<ProfileAnswer> {
    return this.readers.updateProfile({ ...call, site }, body);
  }
}
