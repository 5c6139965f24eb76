/**
 * `GET /experiments/definitions` (callers' key): every test definition and flag default held
 * in process, for callers that decide locally with the rules of @bytewire/experiments (the
 * gateway does, on every page request, instead of a `POST /experiments/decide`). Served from
 * what is held, so it answers while Redis is down. Callers poll it with If-None-Match: the
 * ETag is a digest of the answer, and an unchanged set is a 304 without a body. Polled every
 * few seconds by every gateway: a routine route, logged at debug when it succeeds.
 */
import type { DecisionDefinitions } from '@bytewire/experiments';
import { ifNoneMatchNames, RoutineRoute } from '@bytewire/service-kit';
import { Controller, Get, Headers, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import { CallerKeyGuard } from '../auth/key-guards';
import { ExperimentsState, type ExperimentsSnapshot } from '../store/experiments-state';

interface Served {
  body: string;
  etag: string;
}

@Controller('experiments/definitions')
@UseGuards(CallerKeyGuard)
export class DefinitionsController {
  /** The answer of each snapshot, made once: snapshots are replaced whole, never edited. */
  private readonly served = new WeakMap<ExperimentsSnapshot, Served>();

  constructor(private readonly state: ExperimentsState) {}

  @Get()
  @RoutineRoute()
  definitions(
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): void {
    const { body, etag } = this.servedOf(this.state.snapshot);
    void reply.header('etag', etag).header('cache-control', 'no-cache');
    if (ifNoneMatchNames(ifNoneMatch, etag)) return void reply.code(304).send();
    void reply.type('application/json; charset=utf-8').send(body);
  }

  private servedOf(snapshot: ExperimentsSnapshot | undefined): Served {
    if (!snapshot) return this.serve({ version: null, tests: [], flags: {} });
    let served = this.served.get(snapshot);
    if (!served) {
      served = this.serve({
        version: snapshot.version ?? null,
        tests: snapshot.tests,
        flags: snapshot.flags,
      });
      this.served.set(snapshot, served);
    }
    return served;
  }

  private serve(definitions: DecisionDefinitions): Served {
    const body = JSON.stringify(definitions);
    const digest = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    return { body, etag: `"${digest}"` };
  }
}
