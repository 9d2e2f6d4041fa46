import { MESSAGES } from '@lp/contract/messages';
import type { StaffRoleGrant, StaffUser, StaffUserDetail, StaffUsersListing, StaffUsersQuery } from '@lp/contract/staff';
import { and, asc, desc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { passkeys, userSessions, users } from '../../db/schema/accounts.ts';
import { institutes } from '../../db/schema/institutes.ts';
import { companies } from '../../db/schema/jobs.ts';
import { enrolments } from '../../db/schema/learning.ts';
import { postComments, posts } from '../../db/schema/posts.ts';
import { answers, questions } from '../../db/schema/questions.ts';
import { staffRoles, totpFactors } from '../../db/schema/staff.ts';
import { notFound } from '../../platform/errors.ts';
import { paginate } from '../../platform/paging.ts';
import type { StaffDirectory } from '../../platform/staff-directory.ts';

/** `%` and `_` typed in a search are letters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * A staff member's view of users (a read model, ADR 0037): who they are, the roles they hold and
 * where, the suspension in force, a second factor, and their activity counts across modules.
 */
export function createUserReads(db: Database, directory: StaffDirectory) {
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

  return {
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
    usersWhere,
    requireUserRow,

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

export type UserReads = ReturnType<typeof createUserReads>;
