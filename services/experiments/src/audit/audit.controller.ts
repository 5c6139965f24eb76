/**
 * `GET /experiments/audit` (admin key): who changed which test, flag or feature, when, and
 * from what to what, newest first, read from the trail Redis keeps (the last AUDIT_KEPT
 * changes). Paged by version: `before=V` answers the entries older than version V, so a page
 * stays the same while new changes are made; `next` is the `before` of the following page.
 */
import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ExperimentsAdmin } from '../admin/experiments-admin.service';
import { AdminKeyGuard } from '../auth/key-guards';
import { AUDIT_KEPT, type AuditEntry } from './audit-entry';

export const DEFAULT_AUDIT_LIMIT = 100;

export class AuditQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `limit must be a whole number from 1 to ${AUDIT_KEPT}` })
  @Min(1, { message: `limit must be a whole number from 1 to ${AUDIT_KEPT}` })
  @Max(AUDIT_KEPT, { message: `limit must be a whole number from 1 to ${AUDIT_KEPT}` })
  limit?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'before must be a version (a whole number ≥ 1)' })
  @Min(1, { message: 'before must be a version (a whole number ≥ 1)' })
  before?: number;
}

@Controller('experiments/audit')
@UseGuards(AdminKeyGuard)
export class AuditController {
  constructor(private readonly admin: ExperimentsAdmin) {}

  @Get()
  async list(@Query() query: AuditQueryDto): Promise<{ entries: AuditEntry[]; next?: number }> {
    const limit = query.limit ?? DEFAULT_AUDIT_LIMIT;
    const before = query.before;
    const older = (await this.admin.audit()).filter(
      (entry) => before === undefined || entry.version < before,
    );
    const entries = older.slice(0, limit);
    const last = entries.at(-1);
    return older.length > limit && last ? { entries, next: last.version } : { entries };
  }
}
