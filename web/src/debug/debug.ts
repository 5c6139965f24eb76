/**
 * The debug logger: prints only in debug mode (debug-mode.ts: `?jsDebug=1` or its cookie), and
 * never on the server. Silent otherwise, so calls can stay in shipped code.
 */
import { debugEnabled } from './debug-mode';

export function debug(...args: unknown[]): void {
  if (typeof window === 'undefined' || !debugEnabled(window)) return;
  // The one place debug output is printed, and only when asked for.
  // eslint-disable-next-line no-console
  console.log('[debug]', ...args);
}
