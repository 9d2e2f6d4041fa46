import type { PageQuery } from '@lp/contract/common';
import type { Enquiry, MyEnquiry } from '@lp/contract/enquiries';
import { MESSAGES } from '@lp/contract/messages';
import type { ReviewModel } from '@lp/contract/reviews';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { descIndexed } from '../../db/order.ts';
import { courses } from '../../db/schema/courses.ts';
import { enquiries } from '../../db/schema/enquiries.ts';
import { institutes } from '../../db/schema/institutes.ts';
import { notFound } from '../../platform/errors.ts';
import { noticeOf } from '../../platform/notice-texts.ts';
import type { Notifications } from '../../platform/notifications.ts';
import { paginate } from '../../platform/paging.ts';
import { instituteStaffOf } from '../../platform/staff-directory.ts';
import { targetsOf } from '../../shared/targets.ts';
import type { Digest, EnquiryMailOf } from './digest.ts';
import { createInbox } from './inbox.ts';
import { createInboxUpdate } from './inbox-update.ts';
import { anonymiseOldEnquiries } from './retention.ts';

type EnquiryRow = typeof enquiries.$inferSelect;

const toEnquiry = (row: EnquiryRow): Enquiry => ({
  id: row.id,
  modelName: row.modelName,
  modelId: row.modelId,
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  pinCode: row.pinCode,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

export type NewEnquiry = {
  model_name: ReviewModel;
  model_id: number;
  name: string;
  email: string;
  mobile: string;
  pin_code: string;
  message: string;
};

export type EnquiriesDeps = {
  notifications: Notifications;
  retentionDays: number;
  digest: Digest;
  enquiryMailOf: EnquiryMailOf;
};

/** The institute that answers an enquiry about a course or an institute, with what the staff's notice names: 404 when it does not exist. */
async function answeringInstitute(db: Executor, model: ReviewModel, id: number) {
  if (model === 'course') {
    const [course] = await db
      .select({ instituteId: courses.instituteId, about: courses.title })
      .from(courses)
      .where(eq(courses.id, id));
    if (!course) throw notFound(MESSAGES.reviewCourseMissing);
    return course;
  }
  const [institute] = await db
    .select({ instituteId: institutes.id, about: institutes.name })
    .from(institutes)
    .where(eq(institutes.id, id));
  if (!institute) throw notFound(MESSAGES.reviewInstituteMissing);
  return institute;
}

export function createEnquiriesService(db: Database, deps: EnquiriesDeps) {
  const inbox = createInbox(db, { retentionDays: deps.retentionDays });
  return {
    /**
     * Stores an enquiry about an existing course or institute (`userId` null for a visitor) and
     * tells the institute's staff (in-app and live as each of them chose; mail at once, in the
     * daily digest or none, by their enquiry mail choice), in one transaction.
     */
    async create(userId: number | null, input: NewEnquiry): Promise<Enquiry> {
      return db.transaction(async (tx) => {
        const { instituteId, about } = await answeringInstitute(tx, input.model_name, input.model_id);
        const [row] = await tx
          .insert(enquiries)
          .values({
            userId,
            modelName: input.model_name,
            modelId: input.model_id,
            instituteId,
            name: input.name,
            email: input.email,
            mobile: input.mobile,
            pinCode: input.pin_code,
            message: input.message,
          })
          .returning();
        if (!row) throw new Error('enquiry insert returned no row');
        // The notice names the course, not the learner: contact details stay in the inbox (and leave with retention).
        // The bell rings at once; mail goes as each member chose: at once, in the daily digest, or not at all.
        for (const member of await instituteStaffOf(tx, instituteId)) {
          const mail = await deps.enquiryMailOf(tx, member.id);
          if (mail === 'daily') await deps.digest.add(tx, member.id, row.id);
          await deps.notifications.notify(
            tx,
            {
              userId: member.id,
              type: 'enquiries',
              key: `enquiry.new:${row.id}`,
              message: noticeOf('enquiry.new', { about }),
              link: `/staff/enquiries?enquiry=${row.id}`,
            },
            { email: mail === 'each' },
          );
        }
        return toEnquiry(row);
      });
    },

    /** The caller's enquiries, newest first, each with its course or institute, the institute that answers and its status. */
    async listMine(userId: number, query: PageQuery) {
      const where = eq(enquiries.userId, userId);
      return paginate(
        query,
        {
          rows: async ({ limit, offset }) => {
            const rows = await db
              .select({ row: enquiries, instituteName: institutes.name, instituteSlug: institutes.slug })
              .from(enquiries)
              .innerJoin(institutes, eq(institutes.id, enquiries.instituteId))
              .where(where)
              .orderBy(descIndexed(enquiries.createdAt), descIndexed(enquiries.id))
              .limit(limit)
              .offset(offset);
            const targets = await targetsOf(
              db,
              rows.map((r) => r.row),
            );
            return rows.flatMap(({ row, instituteName, instituteSlug }): MyEnquiry[] => {
              const target = targets.get(`${row.modelName}:${row.modelId}`);
              return target
                ? [
                    {
                      ...toEnquiry(row),
                      target,
                      institute: { id: row.instituteId, name: instituteName, slug: instituteSlug },
                      status: row.status,
                      statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
                    },
                  ]
                : [];
            });
          },
          count: () => db.$count(enquiries, where),
        },
        MESSAGES.noMoreEnquiries,
      );
    },

    inbox,
    update: createInboxUpdate(db, { notifications: deps.notifications, inbox }),
    anonymiseOld: () => anonymiseOldEnquiries(db, deps.retentionDays),
  };
}

export type EnquiriesService = ReturnType<typeof createEnquiriesService>;
