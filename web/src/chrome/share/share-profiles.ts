import type { NavLink } from '@bytewire/contracts';
import { NETWORK_NAMES, type ProfileKind } from './share-kinds';

const PROFILE_KINDS: readonly ProfileKind[] = ['instagram', 'youtube', 'tiktok'];

/** Only an absolute http(s) link is followed: the footer data comes from the content API. */
function httpUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The publication's profiles on the networks that have no share page, found among the footer's
 * social links by their label (the footer's six buttons, spec 001 s2).
 */
export function profilesOf(social: readonly NavLink[] = []): Partial<Record<ProfileKind, string>> {
  const byName = new Map(
    social.map((link) => [String(link.label).trim().toLowerCase(), httpUrl(String(link.url))]),
  );
  return Object.fromEntries(
    PROFILE_KINDS.flatMap((kind) => {
      const url = byName.get(NETWORK_NAMES[kind].toLowerCase());
      return url ? [[kind, url]] : [];
    }),
  );
}
