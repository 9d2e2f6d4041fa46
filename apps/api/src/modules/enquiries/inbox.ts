import {
  ENQUIRY_STATUSES,
  type EnquiryStatus,
  type InboxEnquiry,
  type InboxEnquiryDetail,
  type InboxFilters,
  type InboxListing,
  type InboxQuery,
} from '@lp/contract/enquiries';
import { MESSAGES } from '@lp/contract/messages';
import { and, asc, count, eq, gte, ilike, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.ts';
import { descIndexed } from '../../db/order.ts';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/courses.ts';
import { enquiries, enquiryNotes } from '../../db/schema/enquiries.ts';
import { institutes } from '../../db/schema/institutes.ts';
import { notFound } from '../../platform/errors.ts';
import { paginate } from '../../platform/paging.ts';
import { instituteStaffOf } from '../../platform/staff-directory.ts';
import { targetsOf } from '../../shared/targets.ts';

/** The institutes a staff member reads: `c.var.staff.institutes` (`'all'` for an admin). */
export type InstituteScope = number[] | 'all';

const assignee = alias(users, 'assignee');

const inScope = (scope: InstituteScope): SQL | undefined =>
  scope === 'all' ? undefined : scope.length === 0 ? sql`false` : inArray(enquiries.instituteId, scope);

/** `%`, `_` and `\` typed in the search box are literal characters. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The start of an India day as a timestamp (`day` is YYYY-MM-DD). */
const indiaDayStart = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone 'Asia/Kolkata')`;

function filtersWhere(scope: InstituteScope, filters: InboxFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [inScope(scope)];
  if (filters.status) conditions.push(eq(enquiries.status, filters.status));
  if (filters.course) conditions.push(and(eq(enquiries.modelName, 'course'), eq(enquiries.modelId, filters.course)));
  if (filters.from) conditions.push(gte(enquiries.createdAt, indiaDayStart(filters.from)));
  if (filters.to) conditions.push(lt(enquiries.createdAt, indiaDayStart(filters.to, 1)));
  const q = filters.q?.trim();
  if (q) {
    // A mobile number searched as typed ("+91 98765 43210", "98765"): without +91, its last ten digits at most.
    const digits = q.replace(/[\s-]/g, '').replace(/^\+91/, '').slice(-10);
    const byName = ilike(enquiries.name, `%${likeLiteral(q)}%`);
    conditions.push(/^\d+$/.test(digits) ? or(byName, like(enquiries.mobile, `%${digits}%`)) : byName);
  }
  return and(...conditions);
}

function inboxSelect(db: Executor) {
  return db
    .select({
      row: enquiries,
      instituteName: institutes.name,
      instituteSlug: institutes.slug,
      assigneeName: assignee.fullName,
      notesCount: sql<number>`(select count(*)::int from ${enquiryNotes} where ${enquiryNotes.enquiryId} = ${enquiries.id})`,
    })
    .from(enquiries)
    .innerJoin(institutes, eq(institutes.id, enquiries.instituteId))
    .leftJoin(assignee, eq(assignee.id, enquiries.assigneeId));
}

type InboxRow = Awaited<ReturnType<ReturnType<typeof inboxSelect>['where']>>[number];

async function toInbox(db: Database, rows: InboxRow[]): Promise<InboxEnquiry[]> {
  const targets = await targetsOf(
    db,
    rows.map((r) => r.row),
  );
  return rows.map(({ row, instituteName, instituteSlug, assigneeName, notesCount }) => ({
    id: row.id,
    status: row.status,
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    target: targets.get(`${row.modelName}:${row.modelId}`) ?? {
      modelName: row.modelName,
      id: row.modelId,
      name: row.modelName === 'institute' ? instituteName : 'A course no longer listed',
      slug: row.modelName === 'institute' ? instituteSlug : '',
    },
    institute: { id: row.instituteId, name: instituteName, slug: instituteSlug },
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    pinCode: row.pinCode,
    message: row.message,
    anonymisedAt: row.anonymisedAt?.toISOString() ?? null,
    assignee: row.assigneeId !== null ? { id: row.assigneeId, fullName: assigneeName ?? '' } : null,
    notesCount: Number(notesCount),
    fromAccount: row.userId !== null,
  }));
}

export function createInbox(db: Database, options: { retentionDays: number }) {
  return {
    /** The institute that answers an enquiry (the scope of `PATCH`/`GET /staff/enquiries/{id}`); null when there is none. */
    async ownerOf(id: number): Promise<number | null> {
      const [row] = await db.select({ instituteId: enquiries.instituteId }).from(enquiries).where(eq(enquiries.id, id));
      return row?.instituteId ?? null;
    },

    /** The inbox: newest first, filtered, with the count of every status and the courses to filter by. */
    async list(scope: InstituteScope, query: InboxQuery): Promise<InboxListing> {
      const where = filtersWhere(scope, query);
      const [listing, countRows, courseRows] = await Promise.all([
        paginate(
          query,
          {
            rows: async ({ limit, offset }) =>
              toInbox(
                db,
                await inboxSelect(db)
                  .where(where)
                  .orderBy(descIndexed(enquiries.createdAt), descIndexed(enquiries.id))
                  .limit(limit)
                  .offset(offset),
              ),
            count: () => db.$count(enquiries, where),
          },
          MESSAGES.noMoreInboxEnquiries,
        ),
        db.select({ status: enquiries.status, n: count() }).from(enquiries).where(inScope(scope)).groupBy(enquiries.status),
        db
          .selectDistinct({ id: courses.id, title: courses.title })
          .from(enquiries)
          .innerJoin(courses, and(eq(enquiries.modelName, 'course'), eq(courses.id, enquiries.modelId)))
          .where(inScope(scope))
          .orderBy(asc(courses.title), asc(courses.id))
          .limit(500),
      ]);
      const counts = Object.fromEntries(ENQUIRY_STATUSES.map((s) => [s, 0])) as Record<EnquiryStatus, number>;
      for (const c of countRows) counts[c.status] = Number(c.n);
      return { ...listing, counts, retentionDays: options.retentionDays, courses: courseRows };
    },

    /** One enquiry with its notes (oldest first) and the institute's staff it may be assigned to. */
    async detail(id: number, executor: Database = db): Promise<InboxEnquiryDetail> {
      const [row] = await inboxSelect(executor).where(eq(enquiries.id, id));
      if (!row) throw notFound(MESSAGES.enquiryNotFound);
      const [enquiry] = await toInbox(executor, [row]);
      if (!enquiry) throw notFound(MESSAGES.enquiryNotFound);
      const [notes, assignees] = await Promise.all([
        executor
          .select({ note: enquiryNotes, authorName: users.fullName })
          .from(enquiryNotes)
          .leftJoin(users, eq(users.id, enquiryNotes.authorId))
          .where(eq(enquiryNotes.enquiryId, id))
          .orderBy(asc(enquiryNotes.createdAt), asc(enquiryNotes.id)),
        instituteStaffOf(executor, row.row.instituteId),
      ]);
      return {
        ...enquiry,
        notes: notes.map(({ note, authorName }) => ({
          id: note.id,
          text: note.text,
          author: note.authorId !== null ? { id: note.authorId, fullName: authorName ?? '' } : null,
          createdAt: note.createdAt.toISOString(),
        })),
        assignees,
      };
    },

    /** The filtered view for the CSV export, newest first, at most `limit` rows. */
    async exportRows(scope: InstituteScope, filters: InboxFilters, limit: number): Promise<InboxEnquiry[]> {
      const rows = await inboxSelect(db)
        .where(filtersWhere(scope, filters))
        .orderBy(descIndexed(enquiries.createdAt), descIndexed(enquiries.id))
        .limit(limit);
      return toInbox(db, rows);
    },
  };
}

export type Inbox = ReturnType<typeof createInbox>;
