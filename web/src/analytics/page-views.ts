/**
 * Page-view counting (spec 001 s3): the session's page views in session storage, and the
 * page-view guid, made on the first view and made anew for every later one. Storage refused
 * (private modes, quotas): counted in memory for this page's life.
 */
export const PAGE_VIEWS_KEY = 'bytewire:pageViews';
export const PAGE_VIEW_GUID_KEY = 'bytewire:pageViewGuid';
export const SESSION_ID_KEY = 'bytewire:sessionId';

export interface PageView {
  count: number;
  guid: string;
}

const memory = { count: 0, guid: '', sessionId: '' };

function newGuid(): string {
  return globalThis.crypto.randomUUID();
}

export function countPageView(storage: Storage | undefined = sessionStorageOrNone()): PageView {
  let count: number;
  let guid: string;
  try {
    if (!storage) throw new Error('no session storage');
    const stored = Number(storage.getItem(PAGE_VIEWS_KEY));
    count = (Number.isSafeInteger(stored) && stored > 0 ? stored : 0) + 1;
    const kept = storage.getItem(PAGE_VIEW_GUID_KEY);
    guid = count === 1 && kept ? kept : newGuid();
    storage.setItem(PAGE_VIEWS_KEY, String(count));
    storage.setItem(PAGE_VIEW_GUID_KEY, guid);
  } catch {
    count = memory.count + 1;
    guid = count === 1 && memory.guid ? memory.guid : newGuid();
  }
  memory.count = count;
  memory.guid = guid;
  return { count, guid };
}

function sessionStorageOrNone(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The guid of the page view counted last (ad targeting's `vguid`); empty before the first. */
export function currentPageViewGuid(): string {
  return memory.guid;
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
