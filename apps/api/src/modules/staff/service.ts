import { MESSAGES } from '@lp/contract/messages';
import {
  AUDIT_ACTIONS,
  type AuditActorRole,
  type AuditEntry,
  type AuditListing,
  type AuditQuery,
  COMPANY_ROLES,
  type GrantRoleBody,
  INSTITUTE_ROLES,
  type StaffMe,
  type StaffRole,
  type StaffRoleGrant,
  type StaffUser,
  type StaffUserDetail,
  type StaffUsersListing,
  type StaffUsersQuery,
  type SuspendBody,
  suspensionMessage,
} from '@lp/contract/staff';
import { and, asc, desc, eq, gt, ilike, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.ts';
import { passkeys, userSessions, users } from '../../db/schema/accounts.ts';
import { institutes } from '../../db/schema/institutes.ts';
import { companies } from '../../db/schema/jobs.ts';
import { enrolments } from '../../db/schema/learning.ts';
import { postComments, posts } from '../../db/schema/posts.ts';
import { answers, questions } from '../../db/schema/questions.ts';
import { auditLog, staffRoles, totpFactors, userSuspensions } from '../../db/schema/staff.ts';
import { audit } from '../../platform/audit.ts';
import type { SignInGate } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { ApiError, conflict, invalidField, notFound } from '../../platform/errors.ts';
import { paginate } from '../../platform/paging.ts';
import type { SessionVersions } from '../../platform/session-versions.ts';
import type { HeldRole, StaffDirectory } from '../../platform/staff-directory.ts';
import type { TotpService } from './totp-service.ts';

/** Who does a staff action, as the audit log records it (platform/access.ts `staffActor`; the CLI is `{ actor: null, role: 'cli' }`). */
export type StaffActor = { actor: number | null; role: AuditActorRole; ip: string | null };

/** `%` and `_` typed in a search are letters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** What the audit log keeps of a role list. */
const roleSummary = (roles: HeldRole[]) =>
  roles.map((r) => ({ role: r.role, institute: r.institute?.slug ?? null, company: r.company?.slug ?? null }));

/**
 * The staff module: who is staff (roles, the second factor), the sign-in gate (authenticator
 * code, suspension), users and their suspensions, and the audit log's reading side. Every
 * change here writes its audit row in the same transaction.
 */
export function createStaffService(
  db: Database,
  { directory, totp, sessions, clock }: { directory: StaffDirectory; totp: TotpService; sessions: SessionVersions; clock: Clock },
) {
  const { suspensionsOf } = directory;

  async function rolesOfMany(userIds: number[]): Promise<Map<number, StaffRoleGrant[]>> {
    const found = new Map<number, StaffRoleGrant[]>();
    if (userIds.length === 0) return found;
    const rows = await db
      .select({
        userId: staffRoles.userId,
        role: staffRoles.role,
        institute: { id: institutes.id, slug: institutes.slug, name: institutes.name },
        company: { id: companies.id, slug: companies.slug, name: companies.name },
      })
      .from(staffRoles)
      .leftJoin(institutes, eq(institutes.id, staffRoles.instituteId))
      .leftJoin(companies, eq(companies.id, staffRoles.companyId))
      .where(inArray(staffRoles.userId, userIds))
      .orderBy(asc(staffRoles.role), asc(staffRoles.id));
    for (const r of rows) {
      const list = found.get(r.userId) ?? [];
      list.push({ role: r.role, institute: r.institute, company: r.company });
      found.set(r.userId, list);
    }
    return found;
  }

  async function withSecondFactor(userIds: number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const [keys, apps] = await Promise.all([
      db.selectDistinct({ userId: passkeys.userId }).from(passkeys).where(inArray(passkeys.userId, userIds)),
      db
        .select({ userId: totpFactors.userId })
        .from(totpFactors)
        .where(and(inArray(totpFactors.userId, userIds), isNotNull(totpFactors.enabledAt))),
    ]);
    return new Set([...keys, ...apps].map((r) => r.userId));
  }

  const activityColumns = {
    lastSeenAt: sql<
      string | null
    >`(select max(${userSessions.lastSeenAt}) from ${userSessions} where ${userSessions.userId} = ${users.id})`,
    questions: sql<number>`(select count(*) from ${questions} where ${questions.userId} = ${users.id})::int`,
    answers: sql<number>`(select count(*) from ${answers} where ${answers.userId} = ${users.id})::int`,
    posts: sql<number>`(select count(*) from ${posts} where ${posts.userId} = ${users.id})::int`,
    comments: sql<number>`(select count(*) from ${postComments} where ${postComments.userId} = ${users.id})::int`,
    enrolments: sql<number>`(select count(*) from ${enrolments} where ${enrolments.userId} = ${users.id})::int`,
  };

  async function usersWhere(where: SQL | undefined, limit: number, offset: number): Promise<StaffUser[]> {
    const rows = await db
      .select({ id: users.id, email: users.email, fullName: users.fullName, createdAt: users.createdAt, ...activityColumns })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset(offset);
    const ids = rows.map((r) => r.id);
    const [roles, standing, secondFactor] = await Promise.all([
      rolesOfMany(ids),
      suspensionsOf(ids, true),
      withSecondFactor(ids),
    ]);
    return rows.map((r) => ({
      id: r.id,
      email: r.email,
      fullName: r.fullName,
      createdAt: r.createdAt.toISOString(),
      roles: roles.get(r.id) ?? [],
      suspension: standing.get(r.id)?.[0] ?? null,
      secondFactor: secondFactor.has(r.id),
      lastSeenAt: r.lastSeenAt ? new Date(r.lastSeenAt).toISOString() : null,
      activity: {
        questions: r.questions,
        answers: r.answers,
        posts: r.posts,
        comments: r.comments,
        enrolments: r.enrolments,
      },
    }));
  }

  async function userDetail(userId: number): Promise<StaffUserDetail> {
    const [user] = await usersWhere(eq(users.id, userId), 1, 0);
    if (!user) throw notFound(MESSAGES.notFound);
    const all = await suspensionsOf([userId], false);
    return { ...user, suspensions: all.get(userId) ?? [] };
  }

  async function requireUserRow(userId: number, executor: Executor = db) {
    const [row] = await executor
      .select({ id: users.id, email: users.email, fullName: users.fullName, timeZone: users.timeZone })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw notFound(MESSAGES.notFound);
    return row;
  }

  /** The institute or company of a scoped grant, by slug: 422 on the field when there is none. */
  async function scopeOf(body: GrantRoleBody, executor: Executor) {
    let instituteId: number | null = null;
    let companyId: number | null = null;
    if (INSTITUTE_ROLES.includes(body.role)) {
      const [row] = await executor
        .select({ id: institutes.id })
        .from(institutes)
        .where(eq(institutes.slug, body.institute ?? ''));
      if (!row) throw invalidField('institute', MESSAGES.staffInstituteUnknown);
      instituteId = row.id;
    }
    if (COMPANY_ROLES.includes(body.role)) {
      const [row] = await executor
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.slug, body.company ?? ''));
      if (!row) throw invalidField('company', MESSAGES.staffCompanyUnknown);
      companyId = row.id;
    }
    return { instituteId, companyId };
  }

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

  const signInGate: SignInGate = {
    async afterPassword(userId, form) {
      const usedSecondFactor = await totp.isEnabled(userId);
      if (usedSecondFactor) {
        const given = (form.totp ?? '').trim();
        if (!given) {
          return { refused: { status: 401, message: MESSAGES.totpRequired, fields: { totp: MESSAGES.totpRequired } } };
        }
        if ((await totp.check(userId, given)) !== 'ok') {
          return { refused: { status: 401, message: MESSAGES.totpCodeWrong, fields: { totp: MESSAGES.totpCodeWrong } } };
        }
      }
      const refused = await refusalIfSuspended(userId);
      return refused ? { refused } : { usedSecondFactor };
    },
    afterPasskey: (userId) => refusalIfSuspended(userId),
  };

  async function refusalIfSuspended(userId: number) {
    const suspension = await directory.suspensionOf(userId);
    if (!suspension) return null;
    const { timeZone } = await requireUserRow(userId);
    return { status: 403 as const, message: suspensionMessage(suspension, timeZone) };
  }

  return {
    signInGate,

    async me(user: { id: number; email: string; fullName: string }): Promise<StaffMe> {
      const [roles, secondFactor] = await Promise.all([directory.rolesOf(user.id), directory.hasSecondFactor(user.id)]);
      return { user: { id: user.id, email: user.email, fullName: user.fullName }, roles, secondFactor };
    },

    /** Users by part of their email or name, newest first, with roles, the suspension in force and activity. */
    async listUsers(query: StaffUsersQuery): Promise<StaffUsersListing> {
      const q = query.q?.trim();
      const where = q ? or(ilike(users.email, likePattern(q)), ilike(users.fullName, likePattern(q))) : undefined;
      return paginate(query, {
        rows: ({ limit, offset }) => usersWhere(where, limit, offset),
        count: () => db.$count(users, where),
      });
    },

    userDetail,

    /**
     * Suspends a learner: their sessions end at once on every instance (ADR 0004: the session
     * version), sign-in is refused with the reason, and every write is refused (platform/access.ts).
     * Staff are not suspended here (an admin revokes their roles first), nor is the actor.
     */
    async suspend(by: StaffActor, userId: number, body: SuspendBody): Promise<StaffUserDetail> {
      const until = body.until ? new Date(body.until) : null;
      if (until && until.getTime() <= clock.now().getTime()) throw invalidField('until', MESSAGES.suspendUntilInvalid);
      if (by.actor === userId) throw new ApiError(403, MESSAGES.cannotSuspendSelf);
      await requireUserRow(userId);
      if ((await directory.rolesOf(userId)).length > 0) throw new ApiError(403, MESSAGES.cannotSuspendStaff);
      await db.transaction(async (tx) => {
        // A suspension whose end has passed counts as lifted then, so that a new one can stand.
        await tx
          .update(userSuspensions)
          .set({ liftedAt: userSuspensions.until })
          .where(
            and(eq(userSuspensions.userId, userId), isNull(userSuspensions.liftedAt), lte(userSuspensions.until, clock.now())),
          );
        const [created] = await tx
          .insert(userSuspensions)
          .values({ userId, reason: body.reason, until, suspendedBy: by.actor })
          .onConflictDoNothing()
          .returning();
        if (!created) throw conflict(MESSAGES.alreadySuspended);
        await sessions.endAll(tx, userId);
        await audit.record(tx, {
          ...by,
          action: AUDIT_ACTIONS.userSuspend,
          objectType: 'user',
          objectId: userId,
          before: null,
          after: { suspensionId: created.id, until: iso(until) },
          reason: body.reason,
        });
      });
      return userDetail(userId);
    },

    async unsuspend(by: StaffActor, userId: number, reason: string | undefined): Promise<StaffUserDetail> {
      await requireUserRow(userId);
      await db.transaction(async (tx) => {
        const [lifted] = await tx
          .update(userSuspensions)
          .set({ liftedAt: clock.now(), liftedBy: by.actor })
          .where(
            and(
              eq(userSuspensions.userId, userId),
              isNull(userSuspensions.liftedAt),
              or(isNull(userSuspensions.until), gt(userSuspensions.until, clock.now())),
            ),
          )
          .returning();
        if (!lifted) throw conflict(MESSAGES.notSuspended);
        await audit.record(tx, {
          ...by,
          action: AUDIT_ACTIONS.userUnsuspend,
          objectType: 'user',
          objectId: userId,
          before: { suspensionId: lifted.id, until: iso(lifted.until), reason: lifted.reason },
          after: null,
          reason: reason ?? null,
        });
      });
      return userDetail(userId);
    },

    /** Grants a role (idempotent: holding it already changes nothing and writes no audit row). */
    async grantRole(by: StaffActor, userId: number, body: GrantRoleBody): Promise<StaffRoleGrant[]> {
      await requireUserRow(userId);
      return db.transaction(async (tx) => {
        const { instituteId, companyId } = await scopeOf(body, tx);
        const before = await directory.rolesOf(userId, tx);
        const granted = await tx
          .insert(staffRoles)
          .values({ userId, role: body.role, instituteId, companyId, grantedBy: by.actor })
          .onConflictDoNothing()
          .returning({ id: staffRoles.id });
        const after = await directory.rolesOf(userId, tx);
        if (granted.length > 0) {
          await audit.record(tx, {
            ...by,
            action: AUDIT_ACTIONS.roleGrant,
            objectType: 'user',
            objectId: userId,
            before: { roles: roleSummary(before) },
            after: { roles: roleSummary(after) },
          });
        }
        return after;
      });
    },

    /** Revokes a role (for every institute or company it is held for, unless one is named). */
    async revokeRole(
      by: StaffActor,
      userId: number,
      role: StaffRole,
      scope: { institute?: string | undefined; company?: string | undefined } = {},
    ): Promise<StaffRoleGrant[]> {
      await requireUserRow(userId);
      if (role === 'admin' && by.actor === userId) throw new ApiError(403, MESSAGES.cannotRevokeOwnAdmin);
      return db.transaction(async (tx) => {
        const before = await directory.rolesOf(userId, tx);
        const matching = before.filter(
          (held) =>
            held.role === role &&
            (scope.institute === undefined || held.institute?.slug === scope.institute) &&
            (scope.company === undefined || held.company?.slug === scope.company),
        );
        if (matching.length === 0) throw notFound(MESSAGES.staffRoleNotHeld);
        await tx.delete(staffRoles).where(
          and(
            eq(staffRoles.userId, userId),
            eq(staffRoles.role, role),
            scope.institute === undefined
              ? undefined
              : inArray(
                  staffRoles.instituteId,
                  matching.flatMap((held) => (held.institute ? [held.institute.id] : [])),
                ),
            scope.company === undefined
              ? undefined
              : inArray(
                  staffRoles.companyId,
                  matching.flatMap((held) => (held.company ? [held.company.id] : [])),
                ),
          ),
        );
        const after = await directory.rolesOf(userId, tx);
        await audit.record(tx, {
          ...by,
          action: AUDIT_ACTIONS.roleRevoke,
          objectType: 'user',
          objectId: userId,
          before: { roles: roleSummary(before) },
          after: { roles: roleSummary(after) },
        });
        return after;
      });
    },

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

    /** The user with this email (the CLI's way in), or null. */
    async userByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email, fullName: users.fullName })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
      return row ?? null;
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
