import type { PageQuery } from '@lp/contract/common';
import type { Enquiry, MyEnquiry } from '@lp/contract/enquiries';
import { MESSAGES } from '@lp/contract/messages';
import type { ReviewModel } from '@lp/contract/reviews';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { descIndexed } from '../../db/order.ts';
import { enquiries } from '../../db/schema/enquiries.ts';
import { pageWindow, toListing } from '../../platform/paging.ts';
import { requireTarget, targetsOf } from '../../shared/targets.ts';

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

export function createEnquiriesService(db: Database) {
  return {
    /** Stores an enquiry about an existing course or institute; `userId` is null for a visitor. */
    async create(userId: number | null, input: NewEnquiry): Promise<Enquiry> {
      await requireTarget(db, input.model_name, input.model_id);
      const [row] = await db
        .insert(enquiries)
        .values({
          userId,
          modelName: input.model_name,
          modelId: input.model_id,
          name: input.name,
          email: input.email,
          mobile: input.mobile,
          pinCode: input.pin_code,
          message: input.message,
        })
        .returning();
      if (!row) throw new Error('enquiry insert returned no row');
      return toEnquiry(row);
    },

    /** The caller's enquiries, newest first, each with the course's or institute's name and slug. */
    async listMine(userId: number, query: PageQuery) {
      const { limit, offset } = pageWindow(query);
      const where = eq(enquiries.userId, userId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(enquiries)
          .where(where)
          .orderBy(descIndexed(enquiries.createdAt), descIndexed(enquiries.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(enquiries).where(where),
      ]);
      const targets = await targetsOf(db, rows);
      const results: MyEnquiry[] = rows.flatMap((row) => {
        const target = targets.get(`${row.modelName}:${row.modelId}`);
        return target ? [{ ...toEnquiry(row), target }] : [];
      });
      return toListing(results, total?.n ?? 0, query, MESSAGES.noMoreEnquiries);
    },
  };
}

export type EnquiriesService = ReturnType<typeof createEnquiriesService>;
