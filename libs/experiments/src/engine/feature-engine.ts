/**
 * The one evaluation engine of experiments and features: the official GrowthBook SDK's
 * multi-user client (`GrowthBookClient`), holding one payload (features, experiments, saved
 * groups) and evaluating any number of users against it. Every decision of the service goes
 * through it, GrowthBook's semantics included (hash v1/v2, coverage, weights, namespaces,
 * filters and ranges, conditions, forced variations, QA mode, URL overrides, prerequisites,
 * sticky buckets); nothing here restates them.
 */
import {
  GrowthBookClient,
  type StickyBucketService,
  type Experiment,
  type FeatureApiResponse,
  type FeatureDefinition,
  type FeatureResult,
  type Result,
  type StickyAssignmentsDocument,
  type StickyAttributeKey,
  type UserContext,
} from '@growthbook/growthbook';

export type {
  Experiment,
  FeatureApiResponse,
  FeatureDefinition,
  FeatureResult,
  Result,
  StickyAssignmentsDocument,
  StickyAttributeKey,
  UserContext,
};

/** Who is evaluated, as GrowthBook's SDKs and its JSON cases describe a user. */
export interface EvaluationUser {
  attributes?: Record<string, unknown>;
  /** The page's URL: URL targeting and `?{experiment key}={index}` overrides read it. */
  url?: string;
  /** Experiment key to variation index, applied before any hashing. */
  forcedVariations?: Record<string, number>;
  /** QA mode: nobody is put in an experiment (forced variations still apply). */
  qaMode?: boolean;
  /** false: every experiment answers its control. */
  enabled?: boolean;
  /** The user's sticky bucket documents, by attribute key (see sticky-buckets.ts). */
  stickyBucketAssignmentDocs?: Record<StickyAttributeKey, StickyAssignmentsDocument>;
  /** Called with each document an evaluation changed (the caller keeps them). */
  saveStickyBucketAssignmentDoc?: (doc: StickyAssignmentsDocument) => Promise<unknown>;
}

export class FeatureEngine {
  private readonly client = new GrowthBookClient({ enabled: true, log: () => undefined });

  constructor(payload: FeatureApiResponse) {
    // Looked up by key: a key such as `constructor` must not find Object.prototype's.
    const features = Object.assign(Object.create(null) as object, payload.features);
    this.client.initSync({ payload: { experiments: [], ...payload, features } });
  }

  /** A feature's value for a user, with where it came from (GrowthBook's FeatureResult). */
  evalFeature<V = unknown>(key: string, user: EvaluationUser = {}): FeatureResult<V | null> {
    return this.client.evalFeature(key, user as UserContext) as FeatureResult<V | null>;
  }

  /** An experiment given inline, as GrowthBook's `run`. */
  run<T>(experiment: Experiment<T>, user: EvaluationUser = {}): Result<T> {
    return this.client.runInlineExperiment(experiment, user as UserContext);
  }

  /**
   * The user with their sticky bucket documents loaded from `service` (for the attributes the
   * held experiments bucket by), and every document an evaluation changes saved back to it.
   */
  async withStickyBuckets(
    user: EvaluationUser,
    service: StickyBucketService,
  ): Promise<EvaluationUser> {
    return (await this.client.applyStickyBuckets(user as UserContext, service)) as EvaluationUser;
  }

  /** The features held, as GrowthBook's SDK payload carries them. */
  features(): Record<string, FeatureDefinition> {
    return this.client.getFeatures();
  }
}
