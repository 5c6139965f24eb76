/**
 * The page's error reporter (spec 001 s8): once loaded (after hydration), it replays what the
 * inline buffer kept (error-buffer.ts), takes over the window's error and rejection events, and
 * reports each to the gateway's collection endpoint as an `error` event. Errors are reported
 * whatever the consent: operating the site, no reader data (the page's URL, the message, the
 * stack). At most MAX_REPORTS a page, each message once: a loop of errors sends one.
 */
import { postEvent, type AnalyticsEvent } from '../analytics/collector';
import { ERROR_BUFFER_GLOBAL, ERROR_BUFFER_LISTENER, type BufferedError } from './error-buffer';

export const MAX_REPORTS = 20;

type Send = (event: AnalyticsEvent) => void;

type BufferWindow = Window & {
  [ERROR_BUFFER_GLOBAL]?: BufferedError[];
  [ERROR_BUFFER_LISTENER]?: (event: Event) => void;
};

function fromEvent(event: ErrorEvent | PromiseRejectionEvent): BufferedError {
  if (event.type === 'unhandledrejection') {
    const reason = (event as PromiseRejectionEvent).reason as {
      message?: unknown;
      stack?: unknown;
    };
    return {
      kind: 'rejection',
      message: String(reason?.message ?? reason),
      source: '',
      line: 0,
      column: 0,
      stack: String(reason?.stack ?? ''),
    };
  }
  const error = event as ErrorEvent;
  return {
    kind: 'error',
    message: String(error.message),
    source: error.filename ?? '',
    line: error.lineno ?? 0,
    column: error.colno ?? 0,
    stack: String((error.error as { stack?: unknown } | null)?.stack ?? ''),
  };
}

export class ErrorReporter {
  private readonly seen = new Set<string>();

  constructor(
    private readonly win: Window,
    private readonly send: Send = (event) => postEvent(event),
  ) {}

  /** Replays the buffer, then listens itself (the buffer's listener is removed). */
  start(): void {
    const win = this.win as BufferWindow;
    const buffered = win[ERROR_BUFFER_GLOBAL] ?? [];
    const listener = win[ERROR_BUFFER_LISTENER];
    if (listener) {
      win.removeEventListener('error', listener);
      win.removeEventListener('unhandledrejection', listener);
    }
    delete win[ERROR_BUFFER_GLOBAL];
    delete win[ERROR_BUFFER_LISTENER];
    for (const error of buffered) this.report(error);
    const onError = (event: Event) => this.report(fromEvent(event as ErrorEvent));
    win.addEventListener('error', onError);
    win.addEventListener('unhandledrejection', onError);
  }

  /** Reports an error caught by the page itself (a failed service-worker registration). */
  reportCaught(error: unknown, kind: string): void {
    const { message, stack } = (error ?? {}) as { message?: unknown; stack?: unknown };
    this.report({
      kind,
      message: String(message ?? error),
      source: '',
      line: 0,
      column: 0,
      stack: String(stack ?? ''),
    });
  }

  private report(error: BufferedError): void {
    const key = `${error.kind}:${error.message}`;
    if (this.seen.has(key) || this.seen.size >= MAX_REPORTS) return;
    this.seen.add(key);
    this.send({
      type: 'error',
      pageUrl: this.win.location.href.slice(0, 2048),
      errorKind: error.kind.slice(0, 256),
      message: error.message.slice(0, 1024),
      stack: error.stack.slice(0, 4096),
      source: error.source.slice(0, 2048),
      line: String(error.line),
      column: String(error.column),
    });
  }
}
