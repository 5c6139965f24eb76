/**
 * @jest-environment jsdom
 */
import { keepFocusInView } from '../../src/seamless/keep-focus-in-view';

function pageWith(focusVisible: boolean) {
  document.body.innerHTML =
    '<main><a id="story" href="/a/">A</a><section id="feed"><a id="added" href="/b/">B</a></section></main>' +
    '<footer><a id="footer-link" href="/about/">About</a></footer>';
  const scrolled: string[] = [];
  for (const link of Array.from(document.querySelectorAll('a'))) {
    link.scrollIntoView = () => scrolled.push(link.id);
    const matches = link.matches.bind(link);
    link.matches = (selector: string) =>
      selector === ':focus-visible'
        ? focusVisible && link === document.activeElement
        : matches(selector);
  }
  return { feed: document.getElementById('feed'), scrolled };
}

describe('keepFocusInView', () => {
  it('brings a keyboard focus after the feed back into view', () => {
    const { feed, scrolled } = pageWith(true);
    document.getElementById('footer-link')!.focus();
    keepFocusInView(feed);
    expect(scrolled).toEqual(['footer-link']);
  });

  it('leaves a focus above or inside the feed, a mouse focus and no focus alone', () => {
    for (const [id, visible] of [
      ['story', true],
      ['added', true],
      ['footer-link', false],
    ] as const) {
      const { feed, scrolled } = pageWith(visible);
      document.getElementById(id)!.focus();
      keepFocusInView(feed);
      expect(scrolled).toEqual([]);
    }
    const { feed, scrolled } = pageWith(true);
    (document.activeElement as HTMLElement | null)?.blur();
    keepFocusInView(feed);
    keepFocusInView(null);
    expect(scrolled).toEqual([]);
  });
});
