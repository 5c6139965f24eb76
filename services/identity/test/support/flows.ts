import { beginSignIn, BrowserSession, finishSignIn, type Tokens } from './browser-session';
import type { IdentityProcess } from './identity-process';

/** A good password by spec 001 s5's rule. */
export const GOOD_PASSWORD = 'Str0ng!pass';

/** Joins as a new reader through every screen; answers the tokens and the browser. */
export async function join(
  identity: IdentityProcess,
  email: string,
  password = GOOD_PASSWORD,
): Promise<{ tokens: Tokens; browser: BrowserSession }> {
  const browser = new BrowserSession(identity.url);
  const { interaction, verifier, state } = await beginSignIn(browser);
  const step = await browser.post(`${interaction}/email`, { email });
  if (!step.location?.includes('/join?')) throw new Error(`not the join step: ${step.location}`);
  const done = await browser.post(`${interaction}/join`, { email, password, terms: 'accepted' });
  return { tokens: await finishSignIn(browser, done, verifier, state), browser };
}

/** Signs a known reader in through every screen. */
export async function signIn(
  identity: IdentityProcess,
  email: string,
  password = GOOD_PASSWORD,
  browser = new BrowserSession(identity.url),
): Promise<{ tokens: Tokens; browser: BrowserSession }> {
  const { interaction, verifier, state } = await beginSignIn(browser);
  const step = await browser.post(`${interaction}/email`, { email });
  if (!step.location?.includes('/password?'))
    throw new Error(`not the password step: ${step.location}`);
  const done = await browser.post(`${interaction}/login`, { email, password });
  return { tokens: await finishSignIn(browser, done, verifier, state), browser };
}
