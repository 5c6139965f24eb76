import { TEST_ID_PATTERN, type TestDefinition } from '@bytewire/experiments';
import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Put,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Actor } from '../audit/actor';
import { AdminKeyGuard } from '../auth/key-guards';
import { ExperimentsAdmin } from './experiments-admin.service';
import { TestDefinitionDto } from './test-definition.dto';

export const PATH_ID_MESSAGE = 'the id in the path must equal the id in the body';

/** Test definitions, for operators (EXPERIMENTS_ADMIN_KEY). */
@Controller('experiments/tests')
@UseGuards(AdminKeyGuard)
export class TestsController {
  constructor(private readonly admin: ExperimentsAdmin) {}

  @Get()
  async list(): Promise<{ version: number | null; tests: readonly TestDefinition[] }> {
    const { version, tests } = await this.admin.current();
    return { version, tests };
  }

  /** Creates (201) or replaces (200) the test `id`. */
  @Put(':id')
  async put(
    @Param('id') id: string,
    @Body() body: TestDefinitionDto,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Actor() actor: string,
  ): Promise<{ version: number; created: boolean; test: TestDefinition }> {
    if (body.id !== id) throw new BadRequestException(PATH_ID_MESSAGE);
    const test = body.toDefinition();
    const { version, created } = await this.admin.putTest(test, actor);
    void reply.status(created ? 201 : 200);
    return { version, created, test };
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@Param('id') id: string, @Actor() actor: string): Promise<void> {
    if (!TEST_ID_PATTERN.test(id)) {
      throw new BadRequestException(
        'id must start with a letter and contain only letters, digits and underscores',
      );
    }
    await this.admin.deleteTest(id, actor);
  }
}
