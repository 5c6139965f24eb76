/**
 * The state of the navigation progress bar (spec 000 s2, s9), apart from React so that its
 * timings can be tested with fake timers.
 *
 * Work is the navigation's data (the route loaders) and fetches (react-router fetchers).
 * - The bar shows only once work has run for the throttle (200 ms): quick loads show nothing.
 * - It then grows on its own so as to fill over the duration (5000 ms), stopping one short of
 *   full while work runs, so a full bar always means done.
 * - Each piece of work that ends while other work still runs adds 45, or 30 when data and
 *   fetches both run.
 * - A fetch counts as running for at least the minimum display delay (200 ms).
 * - When all work has ended the bar fills and hides 500 ms later.
 */

export const PROGRESS_TIMINGS = {
  throttleMs: 200,
  durationMs: 5000,
  hideAfterMs: 500,
  minFetchMs: 200,
  /** How often the bar grows on its own. */
  tickMs: 100,
} as const;

export type ProgressTimings = { readonly [K in keyof typeof PROGRESS_TIMINGS]: number };

export const STEP_ALONE = 45;
export const STEP_DATA_AND_FETCH = 30;
/** The most the bar shows while work runs. */
export const MAX_WHILE_LOADING = 99;

export interface ProgressView {
  visible: boolean;
  /** 0 to 100. */
  percent: number;
}

export interface ProgressActivity {
  /** A navigation is loading its data (or submitting). */
  navigating: boolean;
  /** Keys of the fetchers that are loading or submitting. */
  fetchers: readonly string[];
}

/** What the bar grows by when one piece of work ends (spec 000 s9). */
export function progressStep(dataRunning: boolean, fetchRunning: boolean): number {
  return dataRunning && fetchRunning ? STEP_DATA_AND_FETCH : STEP_ALONE;
}

type Phase = 'idle' | 'throttled' | 'visible' | 'hiding';

const DATA = 'data';

export class NavigationProgress {
  private phase: Phase = 'idle';
  private percent = 0;
  /** Running work: DATA, or `fetch:<key>` with its start time. */
  private readonly running = new Map<string, number>();
  /** Fetches that ended before the minimum display delay, waiting it out. */
  private readonly lingering = new Map<string, ReturnType<typeof setTimeout>>();
  private throttle?: ReturnType<typeof setTimeout>;
  private hide?: ReturnType<typeof setTimeout>;
  private ticker?: ReturnType<typeof setInterval>;

  constructor(
    private readonly onChange: (view: ProgressView) => void,
    private readonly timings: ProgressTimings = PROGRESS_TIMINGS,
  ) {}

  get view(): ProgressView {
    return {
      visible: this.phase === 'visible' || this.phase === 'hiding',
      percent: this.percent,
    };
  }

  /** Tells what runs now; starts and ends are found by comparing with what ran before. */
  update({ navigating, fetchers }: ProgressActivity): void {
    const now = Date.now();
    const wanted = new Set(fetchers.map((key) => `fetch:${key}`));
    if (navigating) wanted.add(DATA);

    for (const [task, startedAt] of [...this.running]) {
      if (wanted.has(task) || this.lingering.has(task)) continue;
      const left = task === DATA ? 0 : startedAt + this.timings.minFetchMs - now;
      if (left > 0) {
        this.lingering.set(
          task,
          setTimeout(() => {
            this.lingering.delete(task);
            this.end(task);
          }, left),
        );
      } else {
        this.end(task);
      }
    }
    for (const task of wanted) {
      const waiting = this.lingering.get(task);
      if (waiting !== undefined) {
        // Started again before its last run was done waiting: one run, still going.
        clearTimeout(waiting);
        this.lingering.delete(task);
      }
      if (!this.running.has(task)) {
        this.running.set(task, now);
        this.start();
      }
    }
  }

  dispose(): void {
    this.stopTimers();
    for (const timer of this.lingering.values()) clearTimeout(timer);
    this.lingering.clear();
    this.running.clear();
  }

  private end(task: string): void {
    const tasks = [...this.running.keys()];
    const dataRunning = tasks.includes(DATA);
    const fetchRunning = tasks.some((t) => t !== DATA);
    this.running.delete(task);
    if (this.running.size > 0) this.grow(progressStep(dataRunning, fetchRunning));
    else this.finish();
  }

  private start(): void {
    if (this.phase === 'visible' || this.phase === 'throttled') return;
    if (this.phase === 'hiding') {
      // New work while the last bar was on its way out: show a fresh bar at once.
      clearTimeout(this.hide);
      this.percent = 0;
      this.show();
      return;
    }
    this.phase = 'throttled';
    this.percent = 0;
    this.throttle = setTimeout(() => this.show(), this.timings.throttleMs);
  }

  private show(): void {
    this.phase = 'visible';
    const growth = (100 * this.timings.tickMs) / this.timings.durationMs;
    this.ticker = setInterval(() => this.grow(growth), this.timings.tickMs);
    this.emit();
  }

  private grow(by: number): void {
    this.percent = Math.min(MAX_WHILE_LOADING, this.percent + by);
    if (this.phase === 'visible') this.emit();
  }

  private finish(): void {
    if (this.phase === 'throttled') {
      // Done within the throttle: the bar never showed.
      clearTimeout(this.throttle);
      this.phase = 'idle';
      this.percent = 0;
      return;
    }
    if (this.phase !== 'visible') return;
    clearInterval(this.ticker);
    this.phase = 'hiding';
    this.percent = 100;
    this.emit();
    this.hide = setTimeout(() => {
      this.phase = 'idle';
      this.percent = 0;
      this.emit();
    }, this.timings.hideAfterMs);
  }

  private stopTimers(): void {
    clearTimeout(this.throttle);
    clearTimeout(this.hide);
    clearInterval(this.ticker);
  }

  private emit(): void {
    this.onChange(this.view);
  }
}
