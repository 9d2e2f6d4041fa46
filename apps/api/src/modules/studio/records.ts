import { MESSAGES } from '@lp/contract/messages';
import { readingMinutes, type StudioCourse, type StudioCourseCard, type StudioItem, videoMinutes } from '@lp/contract/studio';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courses } from '../../db/schema/courses.ts';
import { institutes } from '../../db/schema/institutes.ts';
import { studioCourses, studioCourseTags, studioItems, studioModules } from '../../db/schema/studio.ts';
import { notFound } from '../../platform/errors.ts';
import { type MediaForPublish, readMediaForPublish } from './publish-media.ts';

/** Row shapes and the reads the studio's use cases share. */

export type StudioCourseRow = typeof studioCourses.$inferSelect;
export type StudioModuleRow = typeof studioModules.$inferSelect;
export type StudioItemRow = typeof studioItems.$inferSelect;

/** The institute that owns a draft course, module or item (the access check's scope); null when missing. */
export async function instituteOfCourse(db: Executor, id: number): Promise<number | null> {
  const [row] = await db.select({ instituteId: studioCourses.instituteId }).from(studioCourses).where(eq(studioCourses.id, id));
  return row?.instituteId ?? null;
}

export async function instituteOfModule(db: Executor, id: number): Promise<number | null> {
  const [row] = await db
    .select({ instituteId: studioCourses.instituteId })
    .from(studioModules)
    .innerJoin(studioCourses, eq(studioCourses.id, studioModules.studioCourseId))
    .where(eq(studioModules.id, id));
  return row?.instituteId ?? null;
}

export async function instituteOfItem(db: Executor, id: number): Promise<number | null> {
  const [row] = await db
    .select({ instituteId: studioCourses.instituteId })
    .from(studioItems)
    .innerJoin(studioModules, eq(studioModules.id, studioItems.studioModuleId))
    .innerJoin(studioCourses, eq(studioCourses.id, studioModules.studioCourseId))
    .where(eq(studioItems.id, id));
  return row?.instituteId ?? null;
}

export async function courseRow(db: Executor, id: number, lock = false): Promise<StudioCourseRow> {
  const query = db.select().from(studioCourses).where(eq(studioCourses.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(MESSAGES.studioCourseNotFound);
  return row;
}

export async function moduleRow(db: Executor, id: number): Promise<StudioModuleRow> {
  const [row] = await db.select().from(studioModules).where(eq(studioModules.id, id));
  if (!row) throw notFound(MESSAGES.studioModuleNotFound);
  return row;
}

export async function itemRow(db: Executor, id: number): Promise<StudioItemRow & { studioCourseId: number }> {
  const [row] = await db
    .select({ item: studioItems, studioCourseId: studioModules.studioCourseId })
    .from(studioItems)
    .innerJoin(studioModules, eq(studioModules.id, studioItems.studioModuleId))
    .where(eq(studioItems.id, id));
  if (!row) throw notFound(MESSAGES.studioItemNotFound);
  return { ...row.item, studioCourseId: row.studioCourseId };
}

/** Every write marks its course as changed since the last publish ("Unpublished changes"). */
export async function touchCourse(db: Executor, courseId: number): Promise<void> {
  await db
    .update(studioCourses)
    .set({ changedAt: sql`greatest(now(), ${studioCourses.changedAt} + interval '1 millisecond')`, updatedAt: new Date() })
    .where(eq(studioCourses.id, courseId));
}

/** The minutes a learner is shown for an item. */
export function itemMinutes(item: StudioItemRow, media: Map<number, MediaForPublish>): number {
  if (item.kind === 'article') return readingMinutes(item.body);
  if (item.kind === 'video') {
    const seconds = item.mediaId ? media.get(item.mediaId)?.durationSeconds : null;
    return seconds ? videoMinutes(seconds) : item.durationMinutes;
  }
  return item.durationMinutes;
}

export function toItem(item: StudioItemRow, media: Map<number, MediaForPublish>): StudioItem {
  return {
    id: item.id,
    moduleId: item.studioModuleId,
    position: item.position,
    kind: item.kind,
    title: item.title,
    body: item.body,
    mediaId: item.mediaId,
    quizId: item.quizId,
    deckId: item.deckId,
    fixmeProblemId: item.fixmeProblemId,
    durationMinutes: itemMinutes(item, media),
    liveItemId: item.liveItemId,
  };
}

/** The outline of a draft, modules and items in order. */
export async function outlineOf(db: Executor, courseId: number) {
  const modules = await db
    .select()
    .from(studioModules)
    .where(eq(studioModules.studioCourseId, courseId))
    .orderBy(asc(studioModules.position), asc(studioModules.id));
  const items = modules.length
    ? await db
        .select()
        .from(studioItems)
        .where(
          inArray(
            studioItems.studioModuleId,
            modules.map((m) => m.id),
          ),
        )
        .orderBy(asc(studioItems.position), asc(studioItems.id))
    : [];
  return modules.map((module) => ({ module, items: items.filter((i) => i.studioModuleId === module.id) }));
}

const cardColumns = {
  course: studioCourses,
  institute: { id: institutes.id, name: institutes.name, slug: institutes.slug },
  liveSlug: courses.slug,
  modules: sql<number>`(select count(*)::int from ${studioModules} where ${studioModules.studioCourseId} = ${studioCourses.id})`,
  items: sql<number>`(select count(*)::int from ${studioItems} inner join ${studioModules} on ${studioModules.id} = ${studioItems.studioModuleId} where ${studioModules.studioCourseId} = ${studioCourses.id})`,
};

export function cardsQuery(db: Executor) {
  return db
    .select(cardColumns)
    .from(studioCourses)
    .innerJoin(institutes, eq(institutes.id, studioCourses.instituteId))
    .leftJoin(courses, eq(courses.id, studioCourses.liveCourseId))
    .$dynamic();
}

type CardRow = {
  course: StudioCourseRow;
  institute: { id: number; name: string; slug: string };
  liveSlug: string | null;
  modules: number;
  items: number;
};

export function toCard(row: CardRow): StudioCourseCard {
  const { course } = row;
  return {
    id: course.id,
    title: course.title,
    summary: course.summary,
    imageUrl: course.imageUrl,
    institute: row.institute,
    status: course.publishedAt ? 'published' : 'draft',
    hasUnpublishedChanges: !course.publishedAt || course.changedAt > course.publishedAt,
    changedAt: course.changedAt.toISOString(),
    publishedAt: course.publishedAt?.toISOString() ?? null,
    live: course.liveCourseId && row.liveSlug ? { id: course.liveCourseId, slug: row.liveSlug } : null,
    modules: row.modules,
    items: row.items,
  };
}

/** The whole draft as the studio edits it. */
export async function courseDetail(db: Executor, id: number): Promise<StudioCourse> {
  const [row] = await cardsQuery(db).where(eq(studioCourses.id, id));
  if (!row) throw notFound(MESSAGES.studioCourseNotFound);
  const outline = await outlineOf(db, id);
  const media = await readMediaForPublish(
    db,
    outline.flatMap(({ items }) => items.flatMap((i) => (i.mediaId ? [i.mediaId] : []))),
  );
  const tags = await db
    .select({ tagId: studioCourseTags.tagId })
    .from(studioCourseTags)
    .where(and(eq(studioCourseTags.studioCourseId, id)))
    .orderBy(asc(studioCourseTags.tagId));
  const { course } = row;
  return {
    ...toCard(row),
    description: course.description,
    streamId: course.streamId,
    tagIds: tags.map((t) => t.tagId),
    level: course.level,
    type: course.type,
    cityId: course.cityId,
    durationWeeks: course.durationWeeks,
    priceInr: Math.round(course.pricePaise / 100),
    isPremium: course.isPremium,
    language: course.language,
    outline: outline.map(({ module, items }) => ({
      id: module.id,
      position: module.position,
      title: module.title,
      items: items.map((item) => toItem(item, media)),
    })),
  };
}
