/**
 * `/user/logout/` (spec 001 s2: after logout the reader returns to the site root): a signed-in
 * reader is signed out (the identity provider then brings them to the root), once; anyone else
 * goes to the root at once; nothing happens before auth init knows who the reader is.
 */
import '../../../test/support/browser-dom';
import { getRoute } from '@bytewire/routes';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { PageContent } from '../../app/page-loader';
import { LogoutScreen } from './LogoutScreen';

const signOut = jest.fn(() => Promise.resolve());
let auth = { available: true, fetchComplete: true, loggedIn: true, signOut };

jest.mock('../../auth/AuthProvider', () => ({ useAuth: () => auth }));
jest.mock('../../document/PageHead/PageHead', () => ({ PageHead: () => null }));

const PAGE = { meta: { title: 'Signing you out' }, components: [] } as unknown as PageContent;

let root: Root | undefined;

function App() {
  return (
    <MemoryRouter initialEntries={['/user/logout/']}>
      <Routes>
        <Route
          path="/user/logout/"
          element={<LogoutScreen page={PAGE} route={getRoute('user-logout')} params={{}} />}
        />
        <Route path="/" element={<p>Front page</p>} />
      </Routes>
    </MemoryRouter>
  );
}

async function render() {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root!.render(<App />));
}

beforeEach(() => signOut.mockClear());
afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.innerHTML = '';
});

describe('LogoutScreen', () => {
  it('signs a signed-in reader out, once, and says so meanwhile', async () => {
    auth = { available: true, fetchComplete: true, loggedIn: true, signOut };
    await render();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(document.querySelector('h1')?.textContent).toBe('Signing you out');
    expect(document.querySelector('a[href="/"]')).not.toBeNull();
  });

  it('sends a reader who is not signed in to the root', async () => {
    auth = { available: true, fetchComplete: true, loggedIn: false, signOut };
    await render();
    expect(signOut).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('Front page');
  });

  it('sends everyone to the root on a site without sign-in', async () => {
    auth = { available: false, fetchComplete: true, loggedIn: false, signOut };
    await render();
    expect(document.body.textContent).toContain('Front page');
  });

  it('waits for auth init before deciding', async () => {
    auth = { available: true, fetchComplete: false, loggedIn: false, signOut };
    await render();
    expect(signOut).not.toHaveBeenCalled();
    expect(document.body.textContent).not.toContain('Front page');
  });
});
