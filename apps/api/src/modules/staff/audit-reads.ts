import type { AuditEntry, AuditListing, AuditQuery } from '@lp/contract/staff';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { paginate } from '../../platform/paging.ts';

/** The audit log's reading side: a page of it, filtered, and the CSV export's rows. */
export function createAuditReads(db: Database) {
  function auditWhere(query: Omit<AuditQuery, 'page' | 'page_size'>) {
    return and(
      query.actor === undefined ? undefined : eq(auditLog.actorUserId, query.actor),
      query.action === undefined ? undefined : eq(auditLog.action, query.action),
      query.objectType === undefined ? undefined : eq(auditLog.objectType, query.objectType),
      query.objectId === undefined ? undefined : eq(auditLog.objectId, query.objectId),
    );
  }

  const actorUser = alias(users, 'actor_user');
  function auditRows(where: SQL | undefined) {
    return db
      .select({
        id: auditLog.id,
        actorId: actorUser.id,
        actorName: actorUser.fullName,
        actorEmail: actorUser.email,
        actorRole: auditLog.actorRole,
        action: auditLog.action,
        objectType: auditLog.objectType,
        objectId: auditLog.objectId,
        ip: auditLog.ip,
        before: auditLog.before,
        after: auditLog.after,
        reason: auditLog.reason,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(actorUser, eq(actorUser.id, auditLog.actorUserId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
  }
  const toAuditEntry = (r: Awaited<ReturnType<typeof auditRows>>[number]): AuditEntry => ({
    id: r.id,
    actor: r.actorId === null ? null : { id: r.actorId, fullName: r.actorName ?? '', email: r.actorEmail ?? '' },
    actorRole: r.actorRole,
    action: r.action,
    objectType: r.objectType,
    objectId: r.objectId,
    ip: r.ip,
    before: r.before,
    after: r.after,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
  });

  return {
    async auditList(query: AuditQuery): Promise<AuditListing> {
      const where = auditWhere(query);
      return paginate(query, {
        rows: async ({ limit, offset }) => (await auditRows(where).limit(limit).offset(offset)).map(toAuditEntry),
        count: () => db.$count(auditLog, where),
      });
    },

    /** Every matching row, newest first, at most `max`. */
    async auditExport(query: Omit<AuditQuery, 'page' | 'page_size'>, max: number): Promise<AuditEntry[]> {
      return (await auditRows(auditWhere(query)).limit(max)).map(toAuditEntry);
    },
  };
}
