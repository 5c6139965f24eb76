/**
 * The features every product evaluates, as one GrowthBook payload, and the engine holding it:
 * the site's flags (spec 001 s4: booleans, their configured or stored defaults) as features of
 * the same names, then the features set through the admin API (a stored feature of a flag's
 * name replaces it). The GrowthBook SDK endpoint serves this payload, OFREP evaluates with
 * this engine, and both change together when the held definitions change (a new snapshot).
 */
import {
  FeatureEngine,
  type FeatureApiResponse,
  type FeatureDefinition,
} from '@bytewire/experiments/engine';
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { ExperimentsState, type ExperimentsSnapshot } from '../store/experiments-state';

/** GrowthBook's SDK payload as this service serves it (GET /api/features/{clientKey}). */
export interface SdkPayload extends FeatureApiResponse {
  features: Record<string, FeatureDefinition>;
  experiments: [];
  dateUpdated: string;
}

interface Held {
  snapshot: ExperimentsSnapshot | undefined;
  payload: SdkPayload;
  engine: FeatureEngine;
  /** A strong validator of the payload: changes exactly when its JSON does. */
  etag: string;
}

/** Before the first snapshot is held (start-up). */
const EPOCH = new Date(0).toISOString();

@Injectable()
export class FeatureEvaluator {
  private held: Held | undefined;

  constructor(private readonly state: ExperimentsState) {}

  /** The payload, engine and ETag of the definitions held now (rebuilt once per snapshot). */
  private current(): Held {
    const snapshot = this.state.snapshot;
    if (this.held && this.held.snapshot === snapshot) return this.held;
    const payload = payloadOf(snapshot);
    const etag = `"${createHash('sha256').update(JSON.stringify(payload)).digest('base64url').slice(0, 27)}"`;
    this.held = { snapshot, payload, engine: new FeatureEngine(payload), etag };
    return this.held;
  }

  get payload(): SdkPayload {
    return this.current().payload;
  }

  get engine(): FeatureEngine {
    return this.current().engine;
  }

  get etag(): string {
    return this.current().etag;
  }
}

function payloadOf(snapshot: ExperimentsSnapshot | undefined): SdkPayload {
  const flags = Object.fromEntries(
    Object.entries(snapshot?.flags ?? {}).map(([name, on]): [string, FeatureDefinition] => [
      name,
      { defaultValue: on },
    ]),
  );
  return {
    features: { ...flags, ...snapshot?.features },
    experiments: [],
    dateUpdated: snapshot?.dateUpdated ?? EPOCH,
  };
}
