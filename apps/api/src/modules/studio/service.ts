import { MESSAGES } from '@lp/contract/messages';
import { AUDIT_ACTIONS } from '@lp/contract/staff';
import type {
  StudioCourse,
  StudioCoursesQuery,
  StudioInstitutes,
  studioCourseCreateSchema,
  studioCoursePatchSchema,
} from '@lp/contract/studio';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { institutes } from '../../db/schema/institutes.ts';
import { studioCourses, studioCourseTags } from '../../db/schema/studio.ts';
import { cities, streams, tags } from '../../db/schema/taxonomy.ts';
import { type AuditEntry, audit } from '../../platform/audit.ts';
import { invalidField } from '../../platform/errors.ts';
import { paginate } from '../../platform/paging.ts';
import { containsPattern } from '../../shared/filters.ts';
import { createOutline } from './outline.ts';
import { previewOf } from './preview.ts';
import { publishCourse } from './publish.ts';
import { cardsQuery, courseDetail, courseRow, toCard, touchCourse } from './records.ts';

/** Who acts: the audit row's actor, role and address (`staffActor(c)`, or the seed as `system`). */
export type StudioActor = Pick<AuditEntry, 'actor' | 'role' | 'ip'>;
/** The institutes the actor authors for (`c.var.staff.institutes`). */
export type AuthorScope = number[] | 'all';

type CourseFields = z.output<typeof studioCourseCreateSchema>;
type CoursePatch = z.output<typeof studioCoursePatchSchema>;

async function checkReferences(db: Executor, fields: { streamId: number; tagIds?: number[]; cityId?: number | null }) {
  const [stream] = await db.select({ id: streams.id }).from(streams).where(eq(streams.id, fields.streamId));
  if (!stream) throw invalidField('streamId', MESSAGES.studioStreamInvalid);
  if (fields.tagIds?.length) {
    const found = await db
      .select({ id: tags.id })
      .from(tags)
      .where(and(inArray(tags.id, fields.tagIds), eq(tags.streamId, fields.streamId)));
    if (found.length !== new Set(fields.tagIds).size) throw invalidField('tagIds', MESSAGES.studioTagInvalid);
  }
  if (fields.cityId) {
    const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, fields.cityId));
    if (!city) throw invalidField('cityId', MESSAGES.studioCityInvalid);
  }
}

async function setTags(db: Executor, courseId: number, tagIds: number[]) {
  await db.delete(studioCourseTags).where(eq(studioCourseTags.studioCourseId, courseId));
  const unique = [...new Set(tagIds)];
  if (unique.length) await db.insert(studioCourseTags).values(unique.map((tagId) => ({ studioCourseId: courseId, tagId })));
}

async function instituteFor(db: Executor, scope: AuthorScope, requested: number | undefined): Promise<number> {
  if (requested === undefined) {
    if (scope !== 'all' && scope.length === 1) return scope[0]!;
    throw invalidField('instituteId', MESSAGES.studioInstituteInvalid);
  }
  if (scope !== 'all' && !scope.includes(requested)) throw invalidField('instituteId', MESSAGES.studioInstituteInvalid);
  const [row] = await db.select({ id: institutes.id }).from(institutes).where(eq(institutes.id, requested));
  if (!row) throw invalidField('instituteId', MESSAGES.studioInstituteInvalid);
  return row.id;
}

export function createStudioService(db: Database) {
  const outline = createOutline(db);

  return {
    ...outline,

    async list(scope: AuthorScope, query: StudioCoursesQuery) {
      const where: (SQL | undefined)[] = [
        scope === 'all' ? undefined : scope.length ? inArray(studioCourses.instituteId, scope) : eq(studioCourses.id, -1),
        query.status === 'draft'
          ? isNull(studioCourses.publishedAt)
          : query.status === 'published'
            ? isNotNull(studioCourses.publishedAt)
            : undefined,
      ];
      const condition = and(...where);
      return paginate(query, {
        rows: async ({ limit, offset }) =>
          (
            await cardsQuery(db)
              .where(condition)
              .orderBy(desc(studioCourses.changedAt), desc(studioCourses.id))
              .limit(limit)
              .offset(offset)
          ).map(toCard),
        count: async () => (await db.select({ n: count() }).from(studioCourses).where(condition))[0]?.n ?? 0,
      });
    },

    /** The institutes the actor may create a course for, by name: their own, or (an admin) any matching `q`. */
    async institutes(scope: AuthorScope, q?: string): Promise<StudioInstitutes> {
      const rows = await db
        .select({ id: institutes.id, name: institutes.name, slug: institutes.slug })
        .from(institutes)
        .where(
          and(
            scope === 'all' ? undefined : scope.length ? inArray(institutes.id, scope) : eq(institutes.id, -1),
            q ? ilike(institutes.name, containsPattern(q)) : undefined,
          ),
        )
        .orderBy(asc(institutes.name), asc(institutes.id))
        .limit(20);
      return { results: rows, any: scope === 'all' };
    },

    detail: (id: number): Promise<StudioCourse> => courseDetail(db, id),

    /** The draft in the learner's course page shape, for "Preview". */
    preview: (id: number) => previewOf(db, id),

    async create(actor: StudioActor, scope: AuthorScope, fields: CourseFields) {
      const instituteId = await instituteFor(db, scope, fields.instituteId);
      await checkReferences(db, fields);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(studioCourses)
          .values({
            instituteId,
            title: fields.title,
            summary: fields.summary,
            description: fields.description,
            streamId: fields.streamId,
            cityId: fields.cityId,
            level: fields.level,
            type: fields.type,
            durationWeeks: fields.durationWeeks,
            pricePaise: fields.priceInr * 100,
            isPremium: fields.isPremium,
            language: fields.language,
            createdBy: actor.actor,
          })
          .returning();
        await setTags(tx, row!.id, fields.tagIds);
        await audit.record(tx, {
          ...actor,
          action: AUDIT_ACTIONS.studioCourseCreate,
          objectType: 'studio_course',
          objectId: row!.id,
          after: fields,
        });
        return row!.id;
      });
      return courseDetail(db, id);
    },

    async update(actor: StudioActor, id: number, changes: CoursePatch) {
      await db.transaction(async (tx) => {
        const before = await courseRow(tx, id, true);
        const streamId = changes.streamId ?? before.streamId;
        // A new stream without new tags leaves the old stream's tags behind.
        const tagIds =
          changes.tagIds ?? (changes.streamId !== undefined && changes.streamId !== before.streamId ? [] : undefined);
        await checkReferences(tx, { streamId, tagIds, cityId: changes.cityId ?? null });
        const { priceInr, tagIds: _tags, ...rest } = changes;
        await tx
          .update(studioCourses)
          .set({ ...rest, ...(priceInr !== undefined ? { pricePaise: priceInr * 100 } : {}), updatedAt: new Date() })
          .where(eq(studioCourses.id, id));
        if (tagIds) await setTags(tx, id, tagIds);
        await touchCourse(tx, id);
        await audit.record(tx, {
          ...actor,
          action: AUDIT_ACTIONS.studioCourseUpdate,
          objectType: 'studio_course',
          objectId: id,
          before: Object.fromEntries(
            Object.keys(changes).map((k) => [
              k,
              k === 'priceInr' ? before.pricePaise / 100 : (before as Record<string, unknown>)[k],
            ]),
          ),
          after: changes,
        });
      });
      return courseDetail(db, id);
    },

    /** The cover picture (already stored through the image pipeline): its URL on the draft. */
    async setCover(actor: StudioActor, id: number, imageUrl: string) {
      await db.transaction(async (tx) => {
        const before = await courseRow(tx, id, true);
        await tx.update(studioCourses).set({ imageUrl }).where(eq(studioCourses.id, id));
        await touchCourse(tx, id);
        await audit.record(tx, {
          ...actor,
          action: AUDIT_ACTIONS.studioCourseCover,
          objectType: 'studio_course',
          objectId: id,
          before: { imageUrl: before.imageUrl },
          after: { imageUrl },
        });
      });
      return courseDetail(db, id);
    },

    async publish(actor: StudioActor, id: number) {
      await db.transaction((tx) => publishCourse(tx, actor, id));
      return courseDetail(db, id);
    },
  };
}

export type StudioService = ReturnType<typeof createStudioService>;
