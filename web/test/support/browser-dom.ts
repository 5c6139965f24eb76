/**
 * A jsdom window as the globals React DOM renders into, in Node's own test environment (its
 * fetch, Response and TextEncoder, which React Router needs and jest's jsdom environment lacks).
 * Import it first, so React DOM finds a window when it loads.
 */
import { JSDOM } from 'jsdom';

const dom = new JSDOM('<!doctype html><html><body></body></html>', {
  url: 'http://bytewire.test/',
  pretendToBeVisual: true,
});
const globals = globalThis as Record<string, unknown>;
for (const name of ['window', 'document', 'navigator', 'HTMLElement', 'Node', 'FormData']) {
  Object.defineProperty(globalThis, name, {
    value: (dom.window as unknown as Record<string, unknown>)[name],
    configurable: true,
    writable: true,
  });
}
globals.IS_REACT_ACT_ENVIRONMENT = true;

export { dom };
