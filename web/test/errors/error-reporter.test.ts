/**
 * @jest-environment jsdom
 */
/**
 * Errors are reported (spec 001 s8), those raised before the reporter loaded too: the inline
 * buffer keeps them (the very script render writes into every page), the reporter replays them
 * and takes over.
 */
import {
  ERROR_BUFFER_GLOBAL,
  ERROR_BUFFER_MAX,
  ERROR_BUFFER_SCRIPT,
} from '../../src/errors/error-buffer';
import { ErrorReporter, MAX_REPORTS } from '../../src/errors/error-reporter';
import { registerServiceWorker, SERVICE_WORKER_URL } from '../../src/errors/service-worker';

type Sent = Record<string, string | number>;

function raise(message: string, stack = `Error: ${message}\n    at f (https://x/a.js:1:2)`): void {
  const error = Object.assign(new Error(message), { stack });
  window.dispatchEvent(
    new ErrorEvent('error', { message, error, filename: 'https://x/a.js', lineno: 1, colno: 2 }),
  );
}

function reject(reason: unknown): void {
  const event = new Event('unhandledrejection') as Event & { reason: unknown };
  event.reason = reason;
  window.dispatchEvent(event);
}

/** Runs the inline buffer as the page does, before anything else. */
function installBuffer(): void {
  new Function(ERROR_BUFFER_SCRIPT)();
}

const reporters: ErrorReporter[] = [];
afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[ERROR_BUFFER_GLOBAL];
  reporters.length = 0;
});

describe('the inline error buffer and the reporter', () => {
  it('keeps errors and rejections raised before the reporter loads, then replays them', () => {
    installBuffer();
    raise('early one');
    reject(new Error('early rejection'));
    reject('a plain reason');
    const sent: Sent[] = [];
    const reporter = new ErrorReporter(window, (event) => sent.push(event));
    reporters.push(reporter);
    reporter.start();
    expect(sent).toEqual([
      expect.objectContaining({
        type: 'error',
        errorKind: 'error',
        message: 'early one',
        source: 'https://x/a.js',
        line: '1',
        column: '2',
        pageUrl: window.location.href,
      }),
      expect.objectContaining({ errorKind: 'rejection', message: 'early rejection' }),
      expect.objectContaining({ errorKind: 'rejection', message: 'a plain reason', stack: '' }),
    ]);
    expect(String(sent[0]?.stack)).toContain('at f (https://x/a.js:1:2)');
    expect((window as unknown as Record<string, unknown>)[ERROR_BUFFER_GLOBAL]).toBeUndefined();

    // Afterwards the reporter reports at once, and the buffer keeps nothing more.
    raise('later one');
    expect(sent.map((event) => event.message)).toEqual([
      'early one',
      'early rejection',
      'a plain reason',
      'later one',
    ]);
  });

  it(`buffers at most ${ERROR_BUFFER_MAX} errors`, () => {
    installBuffer();
    for (let i = 0; i < ERROR_BUFFER_MAX + 10; i++) raise(`error ${i}`);
    const buffered = (window as unknown as Record<string, unknown[]>)[ERROR_BUFFER_GLOBAL];
    expect(buffered).toHaveLength(ERROR_BUFFER_MAX);
  });

  it(`reports each message once, and at most ${MAX_REPORTS} a page`, () => {
    const sent: Sent[] = [];
    const reporter = new ErrorReporter(window, (event) => sent.push(event));
    reporter.start();
    for (let i = 0; i < 5; i++) raise('the same loop');
    expect(sent).toHaveLength(1);
    for (let i = 0; i < MAX_REPORTS + 5; i++) raise(`distinct ${i}`);
    expect(sent).toHaveLength(MAX_REPORTS);
  });

  it('cuts what it sends to what the collection endpoint takes', () => {
    const sent: Sent[] = [];
    new ErrorReporter(window, (event) => sent.push(event)).reportCaught(
      Object.assign(new Error('m'.repeat(2000)), { stack: 's'.repeat(9000) }),
      'service-worker',
    );
    expect(String(sent[0]?.message)).toHaveLength(1024);
    expect(String(sent[0]?.stack)).toHaveLength(4096);
    expect(sent[0]?.errorKind).toBe('service-worker');
  });
});

describe('registerServiceWorker', () => {
  it('registers /service-worker.js for the whole site', async () => {
    const register = jest.fn().mockResolvedValue({});
    registerServiceWorker(jest.fn(), { serviceWorker: { register } } as unknown as Navigator);
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
  });

  it('reports a failed registration', async () => {
    const failure = new Error('SecurityError: not allowed');
    const report = jest.fn();
    const register = jest.fn().mockRejectedValue(failure);
    registerServiceWorker(report, { serviceWorker: { register } } as unknown as Navigator);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(report).toHaveBeenCalledWith(failure);
  });

  it('does nothing in a browser without service workers', () => {
    const report = jest.fn();
    expect(() => registerServiceWorker(report, {} as Navigator)).not.toThrow();
    expect(report).not.toHaveBeenCalled();
  });
});
