/**
 * @jest-environment jsdom
 */
/** Debug mode (spec 001 s6 and s9): `?jsDebug` and its session cookie, and the logger. */
import { applyDebugQuery, debugEnabled } from '../../src/debug/debug-mode';
import { debug } from '../../src/debug/debug';

function at(search: string): void {
  window.history.replaceState(null, '', `/news/${search}`);
}

function clearCookies(): void {
  for (const pair of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${pair.split('=')[0]}=; Max-Age=0; Path=/`;
  }
}

describe('debug mode', () => {
  let log: jest.SpyInstance;
  beforeEach(() => {
    clearCookies();
    at('');
    log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => log.mockRestore());

  it('is off, and the logger silent, without the parameter or the cookie', () => {
    expect(applyDebugQuery(window)).toBe(false);
    debug('hidden');
    expect(log).not.toHaveBeenCalled();
    expect(document.cookie).toBe('');
  });

  it('?jsDebug=1 turns it on and keeps it on in the jsDebug cookie', () => {
    const written = jest.spyOn(document, 'cookie', 'set');
    at('?jsDebug=1');
    expect(applyDebugQuery(window)).toBe(true);
    expect(written).toHaveBeenCalledWith('jsDebug=1; Path=/; Secure; SameSite=Lax');
    written.mockRestore();
    // jsdom keeps no Secure cookie on http: the cookie as the browser would hold it.
    document.cookie = 'jsDebug=1; Path=/';
    at('');
    expect(debugEnabled(window)).toBe(true);
    debug('shown', 42);
    expect(log).toHaveBeenCalledWith('[debug]', 'shown', 42);
  });

  it('takes true as on, and 0 or false as off, removing the cookie', () => {
    at('?jsDebug=true');
    expect(debugEnabled(window)).toBe(true);
    document.cookie = 'jsDebug=1; Path=/';
    const written = jest.spyOn(document, 'cookie', 'set');
    at('?jsDebug=0');
    expect(applyDebugQuery(window)).toBe(false);
    expect(written).toHaveBeenCalledWith('jsDebug=; Max-Age=0; Path=/; Secure; SameSite=Lax');
    written.mockRestore();
    at('?jsDebug=false');
    expect(debugEnabled(window)).toBe(false);
  });

  it('ignores values it does not understand, and a cookie that is not the flag', () => {
    at('?jsDebug=%3Cscript%3E');
    const written = jest.spyOn(document, 'cookie', 'set');
    expect(applyDebugQuery(window)).toBe(false);
    expect(written).not.toHaveBeenCalled();
    written.mockRestore();
    at('');
    document.cookie = 'jsDebug=yes; Path=/';
    expect(debugEnabled(window)).toBe(false);
    debug('hidden');
    expect(log).not.toHaveBeenCalled();
  });
});
