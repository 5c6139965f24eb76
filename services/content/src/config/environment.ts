/**
 * The service's environment: the kit's common variables plus the API key, the image signing
 * key, the corpus settings and the sister editions, validated with class-validator at start-up
 * (a bad value stops the process with a message naming the variable).
 */
import { BaseEnv, EnvConfig, FollowsRule } from '@bytewire/service-kit';
import {
  parseSisterEditions,
  SISTER_EDITIONS_RULE,
  sisterEditionsProblems,
  type SisterEdition,
} from '@bytewire/site';
import { Type } from 'class-transformer';
import { IsISO8601, IsInt, IsOptional, IsString, Max, Min, MinLength } from 'class-validator';
import { DEFAULT_CORPUS_SEED } from '../corpus/corpus';

/** A SISTER_EDITIONS value's problems, by the rule of `@bytewire/site`, each named. */
function sisterEditionsProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return SISTER_EDITIONS_RULE;
  const problems = sisterEditionsProblems(value);
  return problems.length > 0 ? `${SISTER_EDITIONS_RULE}: ${problems.join('; ')}` : undefined;
}

export class ContentEnv extends BaseEnv {
  // class-validator checks the decorators bottom-up: presence first.
  @MinLength(16, { message: 'CONTENT_API_KEY must be at least 16 characters' })
  @IsString()
  CONTENT_API_KEY!: string;

  /**
   * Checks the signatures of resize URLs (spec 000 s7, `/resize/...`). The render service signs
   * with the same key; the browser never holds it (docs/adr/0006): the signature stops
   * arbitrary sizes, not readers.
   */
  @MinLength(16, { message: 'IMAGE_SIGNING_KEY must be at least 16 characters' })
  @IsString()
  IMAGE_SIGNING_KEY!: string;

  @IsOptional()
  @IsISO8601(
    { strict: true },
    { message: 'CORPUS_ANCHOR must be an ISO 8601 date, e.g. 2026-11-20 or 2026-11-20T12:00:00Z' },
  )
  CORPUS_ANCHOR?: string;

  @Max(0xffffffff, { message: 'CORPUS_SEED must be a whole number from 0 to 4294967295' })
  @Min(0, { message: 'CORPUS_SEED must be a whole number from 0 to 4294967295' })
  @IsInt({ message: 'CORPUS_SEED must be a whole number from 0 to 4294967295' })
  @Type(() => Number)
  CORPUS_SEED: number = DEFAULT_CORPUS_SEED;

  /**
   * The sister editions the chrome links (spec 000 s1: the publication's sites in other
   * countries), comma-separated `code|label|https-url` entries, e.g.
   * `fr|France|https://fr.example.com/,de|Germany|https://de.example.com/`. The spec gives no
   * addresses, so there is no default: empty, the menus list only this site's editions.
   */
  @FollowsRule(sisterEditionsProblem)
  SISTER_EDITIONS: string = '';
}

const HOUR = 3_600_000;

/**
 * The validated, typed configuration of the content API: each variable of ContentEnv under its
 * camel-case name (IMAGE_SIGNING_KEY → `imageSigningKey`, the key of the resize URL
 * signatures), CORPUS_ANCHOR as the instant it names, SISTER_EDITIONS as the list it names. The
 * anchor must not lie in the future (content dates must precede now); by default it is now,
 * truncated to the hour, so that the newest items are minutes old.
 */
export class ContentConfig extends EnvConfig<
  Omit<ContentEnv, 'CORPUS_ANCHOR' | 'SISTER_EDITIONS'>
>() {
  /** Every content date lies before this instant. */
  readonly corpusAnchor: Date;
  /** The sister editions the header links, in order; none unless configured. */
  readonly sisterEditions: readonly SisterEdition[];

  constructor(env: ContentEnv, now: Date = new Date()) {
    super(env);
    this.sisterEditions = Object.freeze(parseSisterEditions(env.SISTER_EDITIONS));
    const anchor = env.CORPUS_ANCHOR
      ? new Date(env.CORPUS_ANCHOR)
      : new Date(Math.floor(now.getTime() / HOUR) * HOUR);
    if (Number.isNaN(anchor.getTime()) || anchor.getTime() > now.getTime()) {
      throw new Error(
        'Invalid environment: CORPUS_ANCHOR must be a valid date that is not in the future (content dates must precede now)',
      );
    }
    this.corpusAnchor = anchor;
  }
}
