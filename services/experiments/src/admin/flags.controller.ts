import { BadRequestException, Body, Controller, Get, Param, Put, UseGuards } from '@nestjs/common';
import { Actor } from '../audit/actor';
import { AdminKeyGuard } from '../auth/key-guards';
import { FLAG_NAME_RULE, isFlagName } from '../config/feature-flags';
import { ExperimentsAdmin } from './experiments-admin.service';
import { FlagDefaultDto } from './flag-default.dto';

/** Feature flag defaults, for operators (EXPERIMENTS_ADMIN_KEY). */
@Controller('experiments/flags')
@UseGuards(AdminKeyGuard)
export class FlagsController {
  constructor(private readonly admin: ExperimentsAdmin) {}

  @Get()
  async list(): Promise<{ version: number | null; flags: Readonly<Record<string, boolean>> }> {
    const { version, flags } = await this.admin.current();
    return { version, flags };
  }

  /** Sets the default of the flag `name`, adding the flag when it is new. */
  @Put(':name')
  async put(
    @Param('name') name: string,
    @Body() body: FlagDefaultDto,
    @Actor() actor: string,
  ): Promise<{ version: number; name: string; default: boolean }> {
    if (!isFlagName(name)) throw new BadRequestException(FLAG_NAME_RULE);
    const version = await this.admin.putFlag(name, body.default, actor);
    return { version, name, default: body.default };
  }
}
