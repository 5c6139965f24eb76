/**
 * @jest-environment jsdom
 *
 * Handing requests to partner scripts through their window variables: the queuing function
 * and the queue work before the script loads and after; a variable holding anything else
 * drops the request with a warning and never throws into the page.
 */
import { callPartnerFunction, pushToPartnerQueue } from './partner-globals';

type Globals = Record<string, unknown>;
const globals = window as unknown as Globals;

/** A window variable whose reading throws, for `check` only (Jest reads the globals after). */
function withHostileGetter(name: string, check: () => void): void {
  Object.defineProperty(window, name, {
    configurable: true,
    get: () => {
      throw new Error('hostile getter');
    },
  });
  try {
    check();
  } finally {
    delete globals[name];
  }
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  delete globals.partnerFn;
  delete globals.partnerQueue;
});
afterEach(() => warn.mockRestore());

describe('callPartnerFunction', () => {
  it('queues the call on a stub the script finds (the AdSense-for-Search pattern)', () => {
    expect(callPartnerFunction(window, 'partnerFn', ['ads', { pubId: 'p' }, { number: 5 }])).toBe(
      true,
    );
    const stub = globals.partnerFn as { q: unknown[][] };
    expect(stub.q).toEqual([['ads', { pubId: 'p' }, { number: 5 }]]);
    callPartnerFunction(window, 'partnerFn', ['ads', { pubId: 'p' }, { number: 5 }]);
    expect(stub.q).toHaveLength(2);
  });

  it("calls the loaded script's function", () => {
    const loaded = jest.fn();
    globals.partnerFn = loaded;
    callPartnerFunction(window, 'partnerFn', ['ads', 1, 2]);
    expect(loaded).toHaveBeenCalledWith('ads', 1, 2);
  });

  it('drops the call, without throwing, when the variable is garbage or the function throws', () => {
    for (const garbage of [42, 'x', null, {}, []]) {
      globals.partnerFn = garbage;
      expect(callPartnerFunction(window, 'partnerFn', [])).toBe(false);
      expect(globals.partnerFn).toBe(garbage);
    }
    globals.partnerFn = () => {
      throw new Error('partner bug');
    };
    expect(callPartnerFunction(window, 'partnerFn', [])).toBe(false);
    withHostileGetter('partnerFn', () =>
      expect(callPartnerFunction(window, 'partnerFn', [])).toBe(false),
    );
    expect(warn).toHaveBeenCalled();
  });
});

describe('pushToPartnerQueue', () => {
  it('makes the queue where there is none, and pushes onto it', () => {
    expect(pushToPartnerQueue(window, 'partnerQueue', { siteId: 's' })).toBe(true);
    expect(globals.partnerQueue).toEqual([{ siteId: 's' }]);
  });

  it("pushes onto the loaded script's own queue object", () => {
    const push = jest.fn();
    globals.partnerQueue = { push };
    pushToPartnerQueue(window, 'partnerQueue', { siteId: 's' });
    expect(push).toHaveBeenCalledWith({ siteId: 's' });
  });

  it('drops the request, without throwing, when the variable is garbage or push throws', () => {
    for (const garbage of [42, 'queue', null, { push: 'no' }, () => undefined]) {
      globals.partnerQueue = garbage;
      expect(pushToPartnerQueue(window, 'partnerQueue', {})).toBe(false);
    }
    globals.partnerQueue = {
      push: () => {
        throw new Error('partner bug');
      },
    };
    expect(pushToPartnerQueue(window, 'partnerQueue', {})).toBe(false);
    withHostileGetter('partnerQueue', () =>
      expect(pushToPartnerQueue(window, 'partnerQueue', {})).toBe(false),
    );
  });
});
