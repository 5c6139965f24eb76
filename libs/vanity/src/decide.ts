/**
 * What a request does with its vanity entry, in the handling order of spec 000 s4:
 * 1. feature off or path not eligible: nothing (the caller checks, see eligibility.ts);
 * 2. an error response: nothing;
 * 3. not enabled, or expired: nothing;
 * 4. no target for the edition, or an object target lacking edition or slug: nothing;
 * 5. NOT_FOUND: the 404 page, with a message naming the entry's id, type and path;
 * 6. MASK and TEMPORARY_MASK, only with the mask feature on: the target's page is shown while
 *    the address bar keeps the vanity path;
 * 7. redirects with a url target: 301 or 302 to it, unless it is the current path;
 * 8. anything else: nothing.
 * Targets pass safeVanityTarget first: an unsafe one is a stop, never a redirect.
 */
import type { VanityResponse, VanityTarget } from '@bytewire/contracts';
import { routeForLink } from '@bytewire/routes';
import { isVanityEnabled, isVanityExpired, targetForEdition, vanityStatus } from './entry-rules';
import { vanityLookupKey } from './lookup-key';
import { safeVanityTarget } from './safe-target';

export interface VanityContext {
  edition: string;
  /** The request's path and query, as the reader asked for it. */
  currentPath: string;
  /** The mask feature flag. */
  maskEnabled: boolean;
  now: Date;
  /** Origin of the site's public URL: absolute targets on it count as site paths. */
  siteOrigin: string;
}

export type VanityDecision =
  | { action: 'none'; reason: string }
  | { action: 'not-found'; status: 404; message: string }
  /** Show the page at `path` under the vanity URL; `status` is the type's (301 or 302). */
  | { action: 'mask'; status: number; path: string }
  | { action: 'redirect'; status: number; location: string };

const none = (reason: string): VanityDecision => ({ action: 'none', reason });

/** A masked page must be one of this site's: a site path, or the route of an object target. */
function maskPath(target: VanityTarget, siteOrigin: string): string | undefined {
  if (typeof target.target === 'string') {
    const safe =
      target.targetType === 'url' ? safeVanityTarget(target.target, siteOrigin) : undefined;
    return safe?.kind === 'path' ? safe.path : undefined;
  }
  const slug = target.target.slug;
  return slug ? routeForLink({ contentType: target.targetType, slug })?.path : undefined;
}

function samePath(location: string, currentPath: string): boolean {
  return vanityLookupKey(location) === vanityLookupKey(currentPath);
}

export function decideVanity(entry: VanityResponse, ctx: VanityContext): VanityDecision {
  if (entry.error) return none('error response');
  if (!isVanityEnabled(entry, ctx.now) || isVanityExpired(entry, ctx.now)) {
    return none('not enabled or expired');
  }
  const target = targetForEdition(entry, ctx.edition);
  if (!target) return none(`no usable target for edition ${ctx.edition}`);

  const status = vanityStatus(entry.urlType);
  switch (entry.urlType) {
    case 'NOT_FOUND':
      return {
        action: 'not-found',
        status: 404,
        message: `Vanity URL ${entry.id} of type ${entry.urlType} at ${entry.urlPath} is not found`,
      };
    case 'MASK':
    case 'TEMPORARY_MASK': {
      if (!ctx.maskEnabled) return none('mask feature off');
      const path = maskPath(target, ctx.siteOrigin);
      return path
        ? { action: 'mask', status, path }
        : none('mask target is not a page of the site');
    }
    case 'PERMANENT_REDIRECT':
    case 'TEMPORARY_REDIRECT': {
      if (target.targetType !== 'url' || typeof target.target !== 'string') {
        return none('redirect without a url target');
      }
      const safe = safeVanityTarget(target.target, ctx.siteOrigin);
      if (!safe) return none('unsafe redirect target');
      const location = safe.kind === 'path' ? safe.path : safe.url;
      if (safe.kind === 'path' && samePath(location, ctx.currentPath)) {
        return none('redirect target is the current path');
      }
      return { action: 'redirect', status, location };
    }
    default:
      return none(`type ${entry.urlType} needs nothing`);
  }
}
