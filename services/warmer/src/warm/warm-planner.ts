/**
 * The plan: which door pages need a render now. For every door and reader kind, the page a
 * reader of that kind would be given (render's current build, the decision's tests and flags);
 * due when it is not stored, or less than WARM_LEAD_S is left of its max age.
 */
import { probeRenderBuild, variantId, type PageVariant } from '@bytewire/page-cache';
import { Injectable, Logger } from '@nestjs/common';
import { WarmerConfig } from '../config/warmer-config';
import { doorPages, readerKinds } from './doors';
import { PageStore } from './page-store';
import { WarmDecisions, type WarmDecision } from './warm-decisions';

const BUILD_PROBE_TIMEOUT_MS = 2000;

/** One render to do: the variant's id (the job's deduplication id), the variant, its max age. */
export interface WarmJobData {
  id: string;
  variant: PageVariant;
  maxAgeSeconds: number;
}

@Injectable()
export class WarmPlanner {
  private readonly logger = new Logger(WarmPlanner.name);

  constructor(
    private readonly config: WarmerConfig,
    private readonly pages: PageStore,
    private readonly decisions: WarmDecisions,
  ) {}

  async plan(now = Date.now()): Promise<WarmJobData[]> {
    const build = await probeRenderBuild(this.config.renderUrl, BUILD_PROBE_TIMEOUT_MS);
    if (!build) {
      this.logger.warn('render names no build (down?): nothing to plan');
      return [];
    }
    const due: WarmJobData[] = [];
    for (const door of doorPages()) {
      // The decision depends on the door, edition and device, not on the terms banner.
      const decisions = new Map<string, Promise<WarmDecision>>();
      for (const kind of readerKinds()) {
        const asked = `${kind.edition} ${kind.device}`;
        if (!decisions.has(asked)) decisions.set(asked, this.decisions.of(door.path, kind));
        let decision: WarmDecision;
        try {
          decision = await decisions.get(asked)!;
        } catch (error) {
          this.logger.warn({ err: error, path: door.path }, 'no decision: page not planned');
          continue;
        }
        const variant: PageVariant = {
          build,
          path: door.path,
          query: '',
          edition: kind.edition,
          device: kind.device,
          crawler: false,
          // Restricted readers' pages are rendered on their first request.
          restricted: false,
          terms: kind.terms,
          ...decision,
        };
        const id = variantId(variant);
        const stored = await this.pages.store.get(id);
        if (stored && this.isFresh(stored.storedAt, stored.maxAgeSeconds, now)) continue;
        due.push({ id, variant, maxAgeSeconds: door.maxAgeSeconds });
      }
    }
    return due;
  }

  /** Whether a stored page still has more than the lead left (rendered since it was planned). */
  isFresh(storedAt: number, maxAgeSeconds: number, now = Date.now()): boolean {
    return this.leftMs(storedAt, maxAgeSeconds, now) >= this.leadMs;
  }

  private get leadMs(): number {
    return this.config.warmLeadS * 1000;
  }

  private leftMs(storedAt: number, maxAgeSeconds: number, now: number): number {
    return storedAt + maxAgeSeconds * 1000 - now;
  }
}
