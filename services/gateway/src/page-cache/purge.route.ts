/**
 * `POST /api/page-cache/purge` (x-api-key: PAGE_CACHE_PURGE_KEY): lets the content platform
 * invalidate cached pages at once, by path or by content id. A JSON endpoint in an app whose
 * other answers are HTML pages, so it is a kit JSON route (`{ statusCode, message }` errors,
 * body validated with class-validator) rather than a Nest controller.
 */
import { matchPath } from '@bytewire/routes';
import {
  addJsonRoute,
  API_KEY_MESSAGE,
  apiKeyOf,
  KeyMatcher,
  validateBody,
} from '@bytewire/service-kit';
import {
  BadRequestException,
  Injectable,
  Logger,
  type OnModuleInit,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { GatewayConfig } from '../config/gateway-config';
import { PageCache } from './page-cache';
import { PageCacheMetrics } from './page-cache-metrics';
import { PurgeRequestDto } from './purge-request.dto';

export const PURGE_PATH = '/api/page-cache/purge';
export const PURGE_OFF_MESSAGE =
  'Page cache purging is off: the gateway has no PAGE_CACHE_PURGE_KEY, or no page cache';

export const PURGE_FAILED_MESSAGE =
  'The page cache store (Redis) did not answer: the purge may be partial, send it again';

export interface PurgeAnswer {
  /** Cached variants deleted, by what named them. */
  purged: { paths: number; contentIds: number };
}

/** The endpoint in the gateway's /openapi.json, for the content platform (docs/gateway-api.md). */
const PURGE_OPERATION = {
  tags: ['page-cache'],
  summary:
    'Deletes cached pages at once: every variant of a path, or every page showing a content id',
  security: [{ apiKey: [] }],
  requestBody: {
    required: true,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          properties: {
            paths: { type: 'array', maxItems: 100, items: { type: 'string', pattern: '^/' } },
            contentIds: {
              type: 'array',
              maxItems: 100,
              items: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,128}$' },
            },
          },
        },
      },
    },
  },
  responses: {
    200: {
      description: 'How many cached variants were deleted, by what named them',
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: {
              purged: {
                type: 'object',
                properties: { paths: { type: 'integer' }, contentIds: { type: 'integer' } },
              },
            },
          },
        },
      },
    },
    400: { description: 'A bad body: `{ statusCode, message }` naming the problem' },
    401: { description: 'No valid x-api-key (PAGE_CACHE_PURGE_KEY)' },
    503: { description: 'Purging is off (no key or no cache), or Redis did not answer' },
  },
};

/**
 * Purging is idempotent, so one deletion whose answer was lost (the store's short command
 * timeout, a busy moment of this process's event loop) is tried once more before the caller
 * is told to send the purge again.
 */
async function withOneRetry(purge: () => Promise<number>): Promise<number> {
  try {
    return await purge();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, PURGE_RETRY_PAUSE_MS));
    return purge();
  }
}

const PURGE_RETRY_PAUSE_MS = 50;

/** A path as the cache indexes it: the route's canonical form (its trailing slash). */
function canonicalPath(path: string): string {
  const match = matchPath(path);
  return match.kind === 'redirect' ? match.location : path;
}

@Injectable()
export class PurgeRoute implements OnModuleInit {
  private readonly logger = new Logger(PurgeRoute.name);
  private readonly key: KeyMatcher | undefined;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly cache: PageCache,
    private readonly metrics: PageCacheMetrics,
    config: GatewayConfig,
  ) {
    const key = config.pageCachePurgeKey;
    this.key = key ? new KeyMatcher(key) : undefined;
  }

  onModuleInit(): void {
    addJsonRoute(this.adapterHost.httpAdapter.getInstance<FastifyInstance>(), {
      method: 'POST',
      url: PURGE_PATH,
      openApi: PURGE_OPERATION,
      handler: async (request, reply) => {
        const store = this.cache.purgeStore;
        if (!this.key || !store) throw new ServiceUnavailableException(PURGE_OFF_MESSAGE);
        if (!this.key.matches(apiKeyOf(request))) throw new UnauthorizedException(API_KEY_MESSAGE);
        const body = validateBody(PurgeRequestDto, request.body);
        const paths = [...new Set((body.paths ?? []).map(canonicalPath))];
        const contentIds = [...new Set(body.contentIds ?? [])];
        if (paths.length + contentIds.length === 0) {
          throw new BadRequestException('Name at least one path or content id to purge');
        }
        let byPath = 0;
        let byContent = 0;
        try {
          for (const path of paths) byPath += await withOneRetry(() => store.purgePath(path));
          for (const id of contentIds) {
            byContent += await withOneRetry(() => store.purgeContent(id));
          }
        } catch (error) {
          this.logger.warn({ err: error }, 'page cache purge failed');
          throw new ServiceUnavailableException(PURGE_FAILED_MESSAGE);
        }
        this.metrics.purged('path', byPath);
        this.metrics.purged('content-id', byContent);
        void reply.header('cache-control', 'no-store');
        return { purged: { paths: byPath, contentIds: byContent } } satisfies PurgeAnswer;
      },
    });
  }
}
