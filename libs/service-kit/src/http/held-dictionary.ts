/**
 * A copy held in process of a dictionary another service keeps (in Redis), so that a caller
 * decides each request itself, with no call per request (docs/adr/0001-held-dictionaries.md).
 * Read at `start` (awaited: requests are decided here from the start) and every `intervalMs`
 * with If-None-Match: an unchanged dictionary is a 304 without a body, so a change reaches
 * the caller within about one interval. What is held is only ever replaced by a good copy:
 * a failed read (time-out, refused connection, a status other than 200 or 304, an answer that
 * `parse` refuses), an oversized one (over `maxBytes` bytes or `maxEntries` entries) or one
 * that `refuse` turns down keeps the last good copy (stale but serving), and its ETag is not
 * remembered, so the next read asks for the whole dictionary again. Failures are logged once
 * per failing spell, never on every read. `read` never throws.
 */
import { fetchText, isHttpClientError, type TextAnswer } from '@bytewire/http-client';
import type { LoggerService } from '@nestjs/common';

/** How one read failed; `too-large`: over the entries or bytes cap. */
export type HeldDictionaryFailure =
  'timeout' | 'unreachable' | 'bad-status' | 'bad-answer' | 'too-large';

/** How one read ended; `refused`: a good answer that `refuse` turned down. */
export type HeldDictionaryOutcome = 'changed' | 'unchanged' | 'refused' | HeldDictionaryFailure;

/** Bytes of an answer at most, unless told: a dictionary is held whole in memory. */
export const DEFAULT_HELD_DICTIONARY_MAX_BYTES = 32 * 1024 * 1024;

/** Share of a cap past which an adopted dictionary is logged as a warning. */
const NEAR_CAP = 0.8;

export interface HeldDictionaryOptions<T> {
  /** Named in logs, e.g. `vanity dictionary`. */
  name: string;
  /** The dictionary's URL (answers 200 with its ETag, or 304 to a matching If-None-Match). */
  url: string;
  /** Sent on every read (the caller's key). */
  headers?: Record<string, string>;
  /** Budget of one whole read, body included (@bytewire/http-client's policy). */
  timeoutMs: number;
  /** How often the dictionary is read after `start`; 0 never reads it (nothing is held). */
  intervalMs: number;
  /** The value held, from the answer's JSON; throws when the answer is no dictionary. */
  parse: (json: unknown) => T;
  /** Entries of a value, for `maxEntries` and the logs. */
  entriesOf: (value: T) => number;
  /** Entries at most; a larger dictionary is refused (`too-large`), the last good one kept. */
  maxEntries: number;
  /** Bytes of the answer at most (DEFAULT_HELD_DICTIONARY_MAX_BYTES); more is `too-large`. */
  maxBytes?: number;
  /** Why `next` must not replace `held` (a fault upstream); undefined adopts it. */
  refuse?: (held: T | undefined, next: T) => string | undefined;
  /** Details of a value for the logs (a version, counts). */
  describe?: (value: T) => Record<string, unknown>;
  /** What callers do while nothing is held, for the failure's log line. */
  withoutCopy?: string;
  /** The fetch to call (a timed one, a test's stub); the global one unless told. */
  fetchImpl?: typeof fetch;
  logger?: Pick<LoggerService, 'log' | 'warn'>;
  /** Every read's outcome (a metric); called before the value is handed out. */
  onRead?: (outcome: HeldDictionaryOutcome) => void;
  /** A new value is held (a gauge of its entries). */
  onHeld?: (value: T, entries: number) => void;
}

class ReadFailure extends Error {
  constructor(
    readonly outcome: HeldDictionaryFailure,
    message: string,
  ) {
    super(message);
  }
}

/** A failed exchange (the HTTP client's policy, `fetchText`) as a read's failure. */
function readFailureOf(error: unknown): ReadFailure {
  if (!isHttpClientError(error)) return new ReadFailure('unreachable', String(error));
  switch (error.kind) {
    case 'timeout':
      return new ReadFailure('timeout', error.message);
    case 'status':
      return new ReadFailure('bad-status', error.message);
    case 'answer':
      return new ReadFailure(error.tooLarge ? 'too-large' : 'bad-answer', error.message);
    default:
      return new ReadFailure('unreachable', `cannot be reached (${String(error.cause)})`);
  }
}

export class HeldDictionary<T> {
  private held: T | undefined;
  private etag: string | undefined;
  private timer: NodeJS.Timeout | undefined;
  private reading: Promise<HeldDictionaryOutcome> | undefined;
  private failing = false;
  private refusing = false;
  private lastGoodRead: number | undefined;
  private readonly maxBytes: number;

  constructor(private readonly options: HeldDictionaryOptions<T>) {
    this.maxBytes = options.maxBytes ?? DEFAULT_HELD_DICTIONARY_MAX_BYTES;
  }

  /** The dictionary to decide with; undefined while none was ever read. */
  get current(): T | undefined {
    return this.held;
  }

  /** Milliseconds since the service last confirmed the copy (a 200 adopted or a 304). */
  get ageMs(): number | undefined {
    return this.lastGoodRead === undefined ? undefined : Date.now() - this.lastGoodRead;
  }

  /** The first read (awaited), then one every `intervalMs`; nothing with an interval of 0. */
  async start(): Promise<void> {
    if (this.options.intervalMs <= 0) return;
    await this.read();
    this.timer = setInterval(() => void this.read(), this.options.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One read (joined when one is under way); never throws. */
  read(): Promise<HeldDictionaryOutcome> {
    this.reading ??= this.readOnce().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  private async readOnce(): Promise<HeldDictionaryOutcome> {
    const { name, logger } = this.options;
    let outcome: HeldDictionaryOutcome;
    try {
      const answer = await this.fetchAnswer();
      if (answer === 'unchanged') {
        outcome = 'unchanged';
        this.lastGoodRead = Date.now();
      } else {
        outcome = this.adopt(answer.value, answer.etag);
      }
      if (this.failing) logger?.log(`${name} readable again`);
      this.failing = false;
    } catch (error) {
      const failure =
        error instanceof ReadFailure ? error : new ReadFailure('bad-answer', String(error));
      outcome = failure.outcome;
      // Once per failing spell, not on every read.
      if (!this.failing) {
        logger?.warn(
          { outcome, held: this.held !== undefined },
          `${name} not read (${failure.message}); ${
            this.held !== undefined
              ? 'deciding with the copy held'
              : (this.options.withoutCopy ?? 'nothing held yet')
          }`,
        );
      }
      this.failing = true;
    }
    this.options.onRead?.(outcome);
    return outcome;
  }

  /** Holds `value` unless it is refused or over the entries cap (which throws). */
  private adopt(value: T, etag: string | undefined): HeldDictionaryOutcome {
    const { name, logger, maxEntries, entriesOf, describe } = this.options;
    const entries = entriesOf(value);
    if (entries > maxEntries) {
      throw new ReadFailure('too-large', `${entries} entries, over the cap of ${maxEntries}`);
    }
    const reason = this.options.refuse?.(this.held, value);
    if (reason !== undefined) {
      if (!this.refusing) {
        logger?.warn({ ...describe?.(value) }, `${name} refused (${reason}); the copy held stays`);
      }
      this.refusing = true;
      return 'refused';
    }
    this.refusing = false;
    this.held = value;
    this.etag = etag;
    this.lastGoodRead = Date.now();
    this.options.onHeld?.(value, entries);
    logger?.log({ ...describe?.(value), entries }, `${name} read: requests are decided here`);
    if (entries > maxEntries * NEAR_CAP) {
      logger?.warn(
        { entries, maxEntries },
        `${name} is near its cap of ${maxEntries} entries: past it, changes are no longer taken`,
      );
    }
    return 'changed';
  }

  /** The answer, or 'unchanged' on a 304; throws a ReadFailure. */
  private async fetchAnswer(): Promise<{ value: T; etag: string | undefined } | 'unchanged'> {
    const { url, headers, timeoutMs, fetchImpl, parse } = this.options;
    const etag = this.etag;
    let answer: TextAnswer;
    try {
      answer = await fetchText(url, {
        headers: {
          accept: 'application/json',
          ...headers,
          ...(etag !== undefined ? { 'if-none-match': etag } : {}),
        },
        timeoutMs,
        fetchImpl,
        maxBytes: this.maxBytes,
        accept: (status) => status === 200 || (status === 304 && etag !== undefined),
      });
    } catch (error) {
      throw readFailureOf(error);
    }
    if (answer.status === 304) return 'unchanged';
    let json: unknown;
    try {
      json = JSON.parse(answer.text);
    } catch {
      throw new ReadFailure('bad-answer', 'the answer is no JSON');
    }
    try {
      return { value: parse(json), etag: answer.headers.get('etag') ?? undefined };
    } catch (error) {
      throw new ReadFailure('bad-answer', error instanceof Error ? error.message : String(error));
    }
  }
}
