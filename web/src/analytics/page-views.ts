/**
 * Page-view counting (spec 001 s3): the session's page views in session storage, and the
 * page-view guid, made on the first view and made anew for every later one. Storage refused
 * (private modes, quotas): counted in memory for this page's life.
 *
 * The guid of a view can be asked for before the view is counted (the video ad request's
 * `vguid` may go before analytics has started): it is made then, kept as the upcoming guid, and
 * the count of that view takes it, so both carry the same one.
 */
export const PAGE_VIEWS_KEY = 'bytewire:pageViews';
export const PAGE_VIEW_GUID_KEY = 'bytewire:pageViewGuid';
export const SESSION_ID_KEY = 'bytewire:sessionId';

export interface PageView {
  count: number;
  guid: string;
}

const memory = { count: 0, guid: '', upcoming: '', sessionId: '' };

function newGuid(): string {
  return globalThis.crypto.randomUUID();
}

/** The count the next view will have, from storage (which may throw: refused). */
function storedNextCount(storage: Storage): number {
  const stored = Number(storage.getItem(PAGE_VIEWS_KEY));
  return (Number.isSafeInteger(stored) && stored > 0 ? stored : 0) + 1;
}

/**
 * The guid of a view numbered `count`: a session's first view keeps a guid found stored (made
 * for this session before), any other view gets the upcoming guid, made now if not asked yet.
 */
function guidOf(count: number, kept: string | null): string {
  if (count === 1 && kept) return kept;
  memory.upcoming ||= newGuid();
  return memory.upcoming;
}

export function countPageView(storage: Storage | undefined = sessionStorageOrNone()): PageView {
  let count: number;
  let guid: string;
  try {
    if (!storage) throw new Error('no session storage');
    count = storedNextCount(storage);
    guid = guidOf(count, storage.getItem(PAGE_VIEW_GUID_KEY));
    storage.setItem(PAGE_VIEWS_KEY, String(count));
    storage.setItem(PAGE_VIEW_GUID_KEY, guid);
  } catch {
    count = memory.count + 1;
    guid = guidOf(count, memory.guid);
  }
  // Taken: the next view gets a guid of its own.
  memory.upcoming = '';
  memory.count = count;
  memory.guid = guid;
  return { count, guid };
}

/**
 * The guid the next counted view will carry, made (and kept for it) if not yet: what a call
 * made before the count names the page view with.
 */
export function upcomingPageViewGuid(
  storage: Storage | undefined = sessionStorageOrNone(),
): string {
  try {
    if (!storage) throw new Error('no session storage');
    return guidOf(storedNextCount(storage), storage.getItem(PAGE_VIEW_GUID_KEY));
  } catch {
    return guidOf(memory.count + 1, memory.guid);
  }
}

function sessionStorageOrNone(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The guid of the page view counted last (ad targeting's `vguid`); before this page's first
 * count, the guid that count will carry.
 */
export function currentPageViewGuid(storage: Storage | undefined = sessionStorageOrNone()): string {
  return memory.guid || upcomingPageViewGuid(storage);
}

/** The session's id (the error-page beacon's `sid`): made once per session, kept in storage. */
export function sessionId(storage: Storage | undefined = sessionStorageOrNone()): string {
  try {
    if (!storage) throw new Error('no session storage');
    const kept = storage.getItem(SESSION_ID_KEY);
    if (kept) return kept;
    const made = newGuid();
    storage.setItem(SESSION_ID_KEY, made);
    return made;
  } catch {
    memory.sessionId ||= newGuid();
    return memory.sessionId;
  }
}
