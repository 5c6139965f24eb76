import { type ReadinessCheck, ReadinessCheckProvider } from '@bytewire/service-kit';
import { DictionaryCopy } from '../dictionary/dictionary-copy';
import { DictionarySync } from '../dictionary/dictionary-sync';

/**
 * Ready while a dictionary is held (loaded from Redis or from the content API): lookups can
 * then be answered even with Redis down. Not ready (503) while there is none at all; the check
 * tries Redis once more before saying so.
 */
@ReadinessCheckProvider()
export class DictionaryReadiness implements ReadinessCheck {
  readonly name = 'vanity-dictionary';

  constructor(
    private readonly copy: DictionaryCopy,
    private readonly sync: DictionarySync,
  ) {}

  async check(): Promise<void> {
    if (this.copy.snapshot) return;
    if (await this.sync.loadFromRedis()) return;
    throw new Error('no vanity dictionary loaded yet (neither Redis nor the content API gave one)');
  }
}
