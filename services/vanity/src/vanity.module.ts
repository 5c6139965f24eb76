import { Module } from '@nestjs/common';
import { ContentApiDictionary } from './dictionary/content-api-dictionary';
import { DictionaryCopy } from './dictionary/dictionary-copy';
import { DictionarySync } from './dictionary/dictionary-sync';
import { RedisDictionaryStore } from './dictionary/redis-dictionary-store';
import { DictionaryReadiness } from './health/dictionary-readiness';
import { RefreshReadiness } from './health/refresh-readiness';
import { LookupCache } from './lookup/lookup-cache';
import { VanityController } from './lookup/vanity.controller';
import { VanityLookup } from './lookup/vanity-lookup.service';
import { VanityMetrics } from './metrics/vanity-metrics';
import { DictionaryRefresh } from './refresh/dictionary-refresh.service';
import { RefreshController } from './refresh/refresh.controller';
import { RefreshScheduler } from './refresh/refresh-scheduler';

/** The dictionary (Redis and in process), its refresh, the lookups and their endpoints. */
@Module({
  controllers: [VanityController, RefreshController],
  providers: [
    VanityMetrics,
    LookupCache,
    DictionaryCopy,
    ContentApiDictionary,
    RedisDictionaryStore,
    DictionaryRefresh,
    DictionarySync,
    RefreshScheduler,
    VanityLookup,
    DictionaryReadiness,
    RefreshReadiness,
  ],
})
export class VanityModule {}
