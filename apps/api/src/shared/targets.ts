import { MESSAGES } from '@lp/contract/messages';
import type { ReviewModel, ReviewTarget } from '@lp/contract/reviews';
import { eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { courses } from '../db/schema/courses.ts';
import { institutes } from '../db/schema/institutes.ts';
import { notFound } from '../platform/errors.ts';

/**
 * The course or institute that a review or an enquiry is about (`model_name`, `model_id`):
 * does it exist, and its name and slug for "my reviews" / "my enquiries".
 */

const targetMissing = (model: ReviewModel) =>
  notFound(model === 'course' ? MESSAGES.reviewCourseMissing : MESSAGES.reviewInstituteMissing);

/** Whether the course or institute exists; `lock` takes its row lock for the rest of the transaction. */
export async function targetExists(db: Executor, model: ReviewModel, id: number, lock = false): Promise<boolean> {
  const table = model === 'course' ? courses : institutes;
  const query = db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  const rows = lock ? await query.for('update') : await query;
  return rows.length > 0;
}

export async function requireTarget(db: Executor, model: ReviewModel, id: number, lock = false): Promise<void> {
  if (!(await targetExists(db, model, id, lock))) throw targetMissing(model);
}

/**
 * Name and slug of each course or institute among `refs`, keyed `model:id`. One query per
 * model, by primary key.
 */
export async function targetsOf(
  db: Database,
  refs: { modelName: ReviewModel; modelId: number }[],
): Promise<Map<string, ReviewTarget>> {
  const out = new Map<string, ReviewTarget>();
  const courseIds = [...new Set(refs.filter((r) => r.modelName === 'course').map((r) => r.modelId))];
  const instituteIds = [...new Set(refs.filter((r) => r.modelName === 'institute').map((r) => r.modelId))];
  if (courseIds.length > 0) {
    const rows = await db
      .select({ id: courses.id, name: courses.title, slug: courses.slug })
      .from(courses)
      .where(inArray(courses.id, courseIds));
    for (const row of rows) out.set(`course:${row.id}`, { modelName: 'course', ...row });
  }
  if (instituteIds.length > 0) {
    const rows = await db
      .select({ id: institutes.id, name: institutes.name, slug: institutes.slug })
      .from(institutes)
      .where(inArray(institutes.id, instituteIds));
    for (const row of rows) out.set(`institute:${row.id}`, { modelName: 'institute', ...row });
  }
  return out;
}
