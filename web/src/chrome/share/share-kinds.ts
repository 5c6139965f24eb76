/**
 * The share bar's button kinds (spec 001 s2): comments, email and nine social networks. Any
 * other kind is invalid: refused, never rendered.
 */
export const SHARE_KINDS = [
  'comments',
  'email',
  'facebook',
  'flipboard',
  'instagram',
  'pinterest',
  'reddit',
  'twitter',
  'youtube',
  'linkedin',
  'tiktok',
] as const;

export type ShareKind = (typeof SHARE_KINDS)[number];

/** Networks with a share URL: sharing opens their share page in the popup. */
export type PopupKind = 'facebook' | 'flipboard' | 'pinterest' | 'reddit' | 'twitter' | 'linkedin';
/** Networks with no share URL: the button links to the publication's profile there. */
export type ProfileKind = 'instagram' | 'youtube' | 'tiktok';

const KIND_SET: ReadonlySet<string> = new Set(SHARE_KINDS);

export function isShareKind(value: unknown): value is ShareKind {
  return typeof value === 'string' && KIND_SET.has(value);
}

const POPUP_KINDS: ReadonlySet<ShareKind> = new Set<ShareKind>([
  'facebook',
  'flipboard',
  'pinterest',
  'reddit',
  'twitter',
  'linkedin',
]);

export function isPopupKind(kind: ShareKind): kind is PopupKind {
  return POPUP_KINDS.has(kind);
}

export function isProfileKind(kind: ShareKind): kind is ProfileKind {
  return kind === 'instagram' || kind === 'youtube' || kind === 'tiktok';
}

/** Each network's name as it writes it. */
export const NETWORK_NAMES: Readonly<Record<Exclude<ShareKind, 'comments' | 'email'>, string>> = {
  facebook: 'Facebook',
  flipboard: 'Flipboard',
  instagram: 'Instagram',
  pinterest: 'Pinterest',
  reddit: 'Reddit',
  twitter: 'Twitter',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
};

/** The accessible name of each button. */
export function shareLabel(kind: ShareKind): string {
  if (kind === 'comments') return 'Go to the comments';
  if (kind === 'email') return 'Share by email';
  if (isProfileKind(kind)) return `Follow us on ${NETWORK_NAMES[kind]}`;
  return `Share on ${NETWORK_NAMES[kind]}`;
}

/**
 * The valid kinds of a list, in order and each once. An invalid kind is refused; in
 * development it is reported with console.warn, so a typo in a caller shows up.
 */
export function shareKindsOf(kinds: readonly unknown[]): ShareKind[] {
  const valid: ShareKind[] = [];
  for (const kind of kinds) {
    if (!isShareKind(kind)) {
      if (process.env.NODE_ENV !== 'production') {
        console.warn(`Share bar: invalid button kind ${JSON.stringify(kind)} refused`);
      }
    } else if (!valid.includes(kind)) {
      valid.push(kind);
    }
  }
  return valid;
}
