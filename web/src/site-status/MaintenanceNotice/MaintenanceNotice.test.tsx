/**
 * The maintenance notice (render's MAINTENANCE_NOTICE; spec 001 s2's notice about login and
 * newsletter upgrades): in the server's HTML when configured, so that it shows without
 * JavaScript; plain text only; dismissed for the session once the reader closes it.
 */
import '../../../test/support/browser-dom';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { dom } from '../../../test/support/browser-dom';
import { t } from '../../i18n/t';
import { MaintenanceNotice } from './MaintenanceNotice';
import { MAINTENANCE_NOTICE_MAX_LENGTH, maintenanceNoticeText } from '../maintenance-notice-text';

const NOTICE = 'Sign-in and newsletters are being upgraded on Sunday from 02:00 to 04:00 ET.';

let root: Root | undefined;

beforeAll(() => {
  Object.defineProperty(globalThis, 'sessionStorage', {
    value: dom.window.sessionStorage,
    configurable: true,
  });
});

async function mount(notice?: string) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<MaintenanceNotice notice={notice} />));
}

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  sessionStorage.clear();
});

const notice = () =>
  document.querySelector<HTMLElement>('section[aria-label="Maintenance notice"]');

describe('the maintenance notice', () => {
  it('is in the server HTML when configured: a labelled region with the text and a close button', () => {
    const html = renderToStaticMarkup(<MaintenanceNotice notice={NOTICE} />);
    expect(html).toContain(`aria-label="${t('siteStatus.maintenanceLabel')}"`);
    expect(html).toContain(`<p class="text">${NOTICE}</p>`);
    expect(html).toContain(t('siteStatus.maintenanceDismiss'));
  });

  it('is absent when not configured', () => {
    expect(renderToStaticMarkup(<MaintenanceNotice />)).toBe('');
  });

  it('is checked by the server entry: one line of plain text, of bounded length, or none', () => {
    expect(maintenanceNoticeText(` ${NOTICE} `)).toBe(NOTICE);
    expect(maintenanceNoticeText('a'.repeat(MAINTENANCE_NOTICE_MAX_LENGTH))).toBeDefined();
    for (const value of [
      'a'.repeat(MAINTENANCE_NOTICE_MAX_LENGTH + 1),
      '<img src=x onerror=alert(1)>',
      'two\nlines',
      'a\u0000b',
      '   ',
      42,
      { text: NOTICE },
      undefined,
    ]) {
      expect(maintenanceNoticeText(value)).toBeUndefined();
    }
  });

  it('closes for the session on its button, and stays closed on the next page', async () => {
    await mount(NOTICE);
    const button = notice()!.querySelector('button')!;
    expect(button.textContent).toContain(t('siteStatus.maintenanceDismiss'));
    await act(async () => button.click());
    expect(notice()).toBeNull();
    await act(async () => root?.unmount());
    document.body.innerHTML = '';
    // The next page of the session: the server renders it, the browser hides it once hydrated.
    await mount(NOTICE);
    expect(notice()).toBeNull();
  });

  it('shows a new notice again in the same session', async () => {
    sessionStorage.setItem('maintenanceNoticeDismissed', 'An older notice.');
    await mount(NOTICE);
    expect(notice()!.textContent).toContain(NOTICE);
  });

  it('still closes when storage is blocked', async () => {
    const setItem = jest.spyOn(dom.window.Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      await mount(NOTICE);
      await act(async () => notice()!.querySelector('button')!.click());
      expect(notice()).toBeNull();
    } finally {
      setItem.mockRestore();
    }
  });
});
