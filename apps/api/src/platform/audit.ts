import type { AuditActorRole } from '@lp/contract/staff';
import type { Executor } from '../db/client.ts';
import { insertInChunks, ROWS_PER_INSERT } from '../db/insert-in-chunks.ts';
import { auditLog } from '../db/schema/staff.ts';

/** One staff action as the audit log keeps it. */
export type AuditEntry = {
  /** The acting user's id; null for the `npm run staff` command (`role: 'cli'`) and the platform itself (`'system'`). */
  actor: number | null;
  /** The role the actor acted in (the role the route required; `admin` when an admin acted). */
  role: AuditActorRole;
  /** `<object>.<verb>`, from AUDIT_ACTIONS in the contract (or a module's own, same form). */
  action: string;
  objectType: string;
  objectId: string | number | null;
  ip: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
};

/**
 * The audit log's one writer. Call it with the transaction that makes the change, so that the
 * action and its row commit together or not at all:
 *
 *   await db.transaction(async (tx) => {
 *     await tx.update(...);
 *     await audit.record(tx, { actor: user.id, role: 'moderator', action: 'case.hide', objectType: 'case', objectId: id, ip, before, after, reason });
 *   });
 *
 * The table is append-only in the database itself (a trigger refuses UPDATE, DELETE, TRUNCATE),
 * so there is nothing here but writing.
 */
export const audit = {
  async record(tx: Executor, entry: AuditEntry): Promise<void> {
    await tx.insert(auditLog).values(auditRow(entry));
  },

  /** Several actions of one change (a course outline added at once) in one statement. */
  async recordMany(tx: Executor, entries: AuditEntry[]): Promise<void> {
    await insertInChunks(entries, ROWS_PER_INSERT, (chunk) => tx.insert(auditLog).values(chunk.map(auditRow)));
  },
};

function auditRow(entry: AuditEntry) {
  return {
    actorUserId: entry.actor,
    actorRole: entry.role,
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId === null ? null : String(entry.objectId),
    ip: entry.ip,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  };
}

export type Audit = typeof audit;
