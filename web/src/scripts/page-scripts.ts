/**
 * The page's one script loader, made after hydration for the tags the page adds (the ad
 * network's, social embeds'): the root data's feature flags and GDPR mode, the page's consent
 * store. One loader, so that a tag is registered once by its tagId across them.
 */
import type { RootData } from '../app/root-loader';
import { consentStore } from '../consent/consent-store';
import { ScriptLoader } from './script-loader';

let loader: ScriptLoader | undefined;

export function pageScriptLoader(root: RootData | undefined): ScriptLoader {
  loader ??= new ScriptLoader({
    context: { flags: root?.flags ?? {} },
    consent: consentStore,
    gdprMode: root?.site.gdprMode ?? true,
    restricted: root?.restricted === true,
  });
  return loader;
}
