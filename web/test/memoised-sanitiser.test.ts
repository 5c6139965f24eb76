/**
 * The server's memory of sanitised HTML: one DOMPurify pass per input and options, the same
 * segments as a pass would give, and a bound on what it keeps.
 */
import { memoisedSanitiser } from '../src/body/memoised-sanitiser';
import type { Sanitiser, SanitiseOptions } from '../src/body/sanitise';
import { serverSanitiser } from '../src/body/server-sanitiser';

const OPTIONS: SanitiseOptions = { siteOrigin: 'https://www.bytewire.example' };

function counting(): { sanitise: Sanitiser; calls: () => number } {
  let calls = 0;
  const inner = serverSanitiser();
  return {
    sanitise: (html, options) => {
      calls++;
      return inner(html, options);
    },
    calls: () => calls,
  };
}

describe('memoised sanitiser', () => {
  const html =
    '<p>Read <a href="https://elsewhere.example/x">this</a><script>alert(1)</script></p>';

  it('sanitises an input once and answers the same segments after', () => {
    const { sanitise, calls } = counting();
    const memo = memoisedSanitiser(sanitise);
    const first = memo(html, OPTIONS);
    expect(first).toEqual(sanitise(html, OPTIONS));
    expect(memo(html, OPTIONS)).toBe(first);
    expect(calls()).toBe(2);
    expect(JSON.stringify(first)).not.toContain('script');
  });

  it('keeps answers apart by options: origin, AMP and offers change the result', () => {
    const { sanitise, calls } = counting();
    const memo = memoisedSanitiser(sanitise);
    const own = '<p><a href="https://www.bytewire.example/a/">own</a></p>';
    const asSite = memo(own, OPTIONS);
    const asOther = memo(own, { siteOrigin: 'https://other.example' });
    expect(asSite).not.toEqual(asOther);
    memo(own, { ...OPTIONS, amp: true });
    memo(own, { ...OPTIONS, offers: {} });
    expect(calls()).toBe(4);
  });

  it('keeps no more characters than its bound, and never an input bigger than it', () => {
    const { sanitise, calls } = counting();
    const memo = memoisedSanitiser(sanitise, 400);
    const big = `<p>${'x'.repeat(500)}</p>`;
    memo(big, OPTIONS);
    memo(big, OPTIONS);
    expect(calls()).toBe(2);
    const small = (n: number) => `<p>${n}${'y'.repeat(100)}</p>`;
    for (const n of [1, 2, 3]) memo(small(n), OPTIONS);
    memo(small(1), OPTIONS);
    // Three small answers (~230 characters each, key and segments) do not fit in 400: the
    // oldest went.
    expect(calls()).toBe(6);
  });
});
