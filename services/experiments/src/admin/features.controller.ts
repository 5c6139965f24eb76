import type { FeatureDefinition } from '@bytewire/experiments/engine';
import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  PayloadTooLargeException,
  Put,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Actor } from '../audit/actor';
import { AdminKeyGuard } from '../auth/key-guards';
import {
  checkedFeatureDefinition,
  FEATURE_KEY_PATTERN,
  FEATURE_KEY_RULE,
} from '../feature-definitions/feature-definition.schema';
import { ExperimentsAdmin } from './experiments-admin.service';

function checkedKey(key: string): string {
  if (!FEATURE_KEY_PATTERN.test(key)) throw new BadRequestException(FEATURE_KEY_RULE);
  return key;
}

/**
 * Features in GrowthBook's shape (`{ defaultValue, rules }`), for operators and other products
 * (EXPERIMENTS_ADMIN_KEY). They are served to GrowthBook SDKs at GET /api/features/{clientKey}
 * beside the site's flags; every change is in the audit trail (GET /experiments/audit).
 */
@Controller('experiments/features')
@UseGuards(AdminKeyGuard)
export class FeaturesController {
  constructor(private readonly admin: ExperimentsAdmin) {}

  /** The features set here (the site's flags are at /experiments/flags). */
  @Get()
  async list(): Promise<{
    version: number | null;
    features: Readonly<Record<string, FeatureDefinition>>;
  }> {
    const { version, features } = await this.admin.current();
    return { version, features };
  }

  @Get(':key')
  async get(
    @Param('key') key: string,
  ): Promise<{ version: number | null; key: string; feature: FeatureDefinition }> {
    const { version, features } = await this.admin.current();
    const feature = features[checkedKey(key)];
    if (!feature) throw new NotFoundException(`No feature with key ${JSON.stringify(key)}`);
    return { version, key, feature };
  }

  /** Creates (201) or replaces (200) the feature `key`. */
  @Put(':key')
  async put(
    @Param('key') key: string,
    @Body() body: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Actor() actor: string,
  ): Promise<{ version: number; created: boolean; key: string; feature: FeatureDefinition }> {
    checkedKey(key);
    const checked = checkedFeatureDefinition(body);
    if ('problem' in checked) {
      throw checked.tooLarge
        ? new PayloadTooLargeException(checked.problem)
        : new BadRequestException(checked.problem);
    }
    const { version, created } = await this.admin.putFeature(key, checked.definition, actor);
    void reply.status(created ? 201 : 200);
    return { version, created, key, feature: checked.definition };
  }

  @Delete(':key')
  @HttpCode(204)
  async remove(@Param('key') key: string, @Actor() actor: string): Promise<void> {
    await this.admin.deleteFeature(checkedKey(key), actor);
  }
}
