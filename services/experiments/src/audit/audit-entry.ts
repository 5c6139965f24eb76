/**
 * The audit trail of the definitions: every change (a test, a flag or a feature put or
 * deleted) is one entry, written by the change's own Redis script in the same transaction
 * (RedisExperimentsStore), so the trail never misses a change nor records one not made. Redis
 * keeps the newest AUDIT_KEPT entries; older ones are dropped as new ones come.
 */

/** Entries kept in Redis (the list is trimmed by every write). */
export const AUDIT_KEPT = 1000;

export type AuditKind = 'test' | 'flag' | 'feature';
export type AuditAction = 'put' | 'delete';

export interface AuditEntry {
  /** The definitions' version this change made. */
  version: number;
  /** When (ISO 8601, the clock of the replica that made it). */
  at: string;
  /** Who: the `x-actor` header of the change, else `admin-key`. */
  actor: string;
  action: AuditAction;
  kind: AuditKind;
  /** The test id, flag name or feature key. */
  target: string;
  /** The value before (absent when there was none): a definition, or a flag's true/false. */
  before?: unknown;
  /** The value after (absent for a delete). */
  after?: unknown;
}
