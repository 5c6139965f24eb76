/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://www.bytewire.example/news/"}
 */
import { CLIENT_LINK_ATTRIBUTE, installClientLinks } from '../src/app/client-links';

describe('the client-side link listener', () => {
  const navigate = jest.fn();
  let uninstall: () => void;

  beforeEach(() => {
    navigate.mockReset();
    document.body.innerHTML = '';
    uninstall = installClientLinks(window, navigate);
  });
  afterEach(() => uninstall());

  function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.setAttribute(CLIENT_LINK_ATTRIBUTE, '');
    for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
    anchor.innerHTML = '<span class="menu-link__text">Laptops</span>';
    document.body.append(anchor);
    return anchor;
  }

  /** Clicks `target`; true when the click was left to the browser. */
  function click(target: Element, init: MouseEventInit = {}): boolean {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    return target.dispatchEvent(event);
  }

  it('navigates in the app on a plain left click, from the link or from inside it', () => {
    const anchor = link('/topic/laptops/?page=2#top');
    expect(click(anchor)).toBe(false);
    expect(navigate).toHaveBeenLastCalledWith('/topic/laptops/?page=2#top', { replace: false });
    expect(click(anchor.querySelector('span') as Element)).toBe(false);
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('replaces the history entry for a link to the page the reader is on', () => {
    click(link('/news/'));
    expect(navigate).toHaveBeenCalledWith('/news/', { replace: true });
  });

  it.each([
    ['a modifier key (new tab or window)', { ctrlKey: true }],
    ['the meta key', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt (download)', { altKey: true }],
    ['another button', { button: 1 }],
  ])('leaves a click with %s to the browser', (_name, init) => {
    expect(click(link('/topic/laptops/'), init)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves links with a target, downloads and other origins to the browser', () => {
    expect(click(link('/terms/', { target: '_blank' }))).toBe(true);
    expect(click(link('/files/guide.pdf', { download: '' }))).toBe(true);
    expect(click(link('https://elsewhere.example/x'))).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    expect(click(link('/topic/', { target: '_self' }))).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/topic/', { replace: false });
  });

  it('leaves unmarked links, and clicks a handler prevented, alone', () => {
    const plain = document.createElement('a');
    plain.href = '/topic/';
    document.body.append(plain);
    expect(click(plain)).toBe(true);
    const anchor = link('/topic/laptops/');
    anchor.addEventListener('click', (event) => event.preventDefault());
    click(anchor);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stops listening once uninstalled', () => {
    uninstall();
    expect(click(link('/topic/laptops/'))).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    uninstall = () => undefined;
  });
});
