import { MESSAGES } from '@lp/contract/messages';
import { AUDIT_ACTIONS } from '@lp/contract/staff';
import { END_OF_LESSON_QUIZ_KINDS } from '@lp/contract/studio';
import { and, eq, inArray, isNull, like, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { insertInChunks, ROWS_PER_INSERT } from '../../db/insert-in-chunks.ts';
import { courseModules, courses, courseTags, moduleItems } from '../../db/schema/courses.ts';
import { institutes } from '../../db/schema/institutes.ts';
import { itemContents } from '../../db/schema/learning.ts';
import { studioCourses, studioCourseTags } from '../../db/schema/studio.ts';
import { audit } from '../../platform/audit.ts';
import { ApiError, conflict } from '../../platform/errors.ts';
import { type MediaForPublish, readMediaForPublish } from './publish-media.ts';
import { courseRow, itemMinutes, outlineOf, type StudioCourseRow, type StudioItemRow } from './records.ts';
import type { StudioActor } from './service.ts';

const fill = (template: string, title: string) => template.replace('{title}', title);

/** What stops a draft from going live: one sentence per problem (422). */
async function publishProblems(
  tx: Tx,
  outline: Awaited<ReturnType<typeof outlineOf>>,
  media: Map<number, MediaForPublish>,
): Promise<string[]> {
  if (outline.length === 0 || outline.every((m) => m.items.length === 0)) return [MESSAGES.studioNothingToPublish];
  const liveIds = outline.flatMap((m) => m.items.flatMap((i) => (i.liveItemId ? [i.liveItemId] : [])));
  // A video published before the media pipeline existed (the seed's clips) keeps its live file.
  const liveVideos = new Set(
    liveIds.length
      ? (
          await tx
            .select({ itemId: itemContents.itemId })
            .from(itemContents)
            .where(and(inArray(itemContents.itemId, liveIds), sql`${itemContents.videoUrl} is not null`))
        ).map((r) => r.itemId)
      : [],
  );
  const problems: string[] = [];
  for (const { module, items } of outline) {
    if (items.length === 0) problems.push(fill(MESSAGES.studioEmptyModule, module.title));
    for (const item of items) {
      if (item.kind === 'quiz' && !item.quizId) problems.push(fill(MESSAGES.studioQuizMissing, item.title));
      if (item.kind === 'slides' && !item.deckId) problems.push(fill(MESSAGES.studioDeckMissing, item.title));
      // An exercise published before the studio (the seed's written tasks) may stay without a problem.
      if (item.kind === 'exercise' && !item.fixmeProblemId && !item.liveItemId)
        problems.push(fill(MESSAGES.studioProblemMissing, item.title));
      if (item.kind === 'article' && item.body.trim() === '') problems.push(fill(MESSAGES.studioArticleEmpty, item.title));
      if (item.kind === 'video') {
        const asset = item.mediaId ? media.get(item.mediaId) : undefined;
        if (asset && asset.status !== 'ready') problems.push(fill(MESSAGES.studioVideoNotReady, item.title));
        if (!asset && !(item.liveItemId && liveVideos.has(item.liveItemId)))
          problems.push(fill(MESSAGES.studioVideoMissing, item.title));
      }
    }
  }
  return problems;
}

function slugOf(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'course'
  );
}

async function freeSlug(tx: Tx, title: string): Promise<string> {
  const base = slugOf(title);
  const taken = new Set(
    (
      await tx
        .select({ slug: courses.slug })
        .from(courses)
        .where(like(courses.slug, `${base}%`))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

async function writeCourse(tx: Tx, draft: StudioCourseRow): Promise<number> {
  const [institute] = await tx.select({ cityId: institutes.cityId }).from(institutes).where(eq(institutes.id, draft.instituteId));
  const fields = {
    title: draft.title,
    instituteId: draft.instituteId,
    streamId: draft.streamId,
    cityId: draft.cityId ?? institute!.cityId,
    level: draft.level,
    type: draft.type,
    durationWeeks: draft.durationWeeks,
    pricePaise: draft.pricePaise,
    summary: draft.summary,
    description: draft.description,
    imageUrl: draft.imageUrl,
    language: draft.language,
    isPremium: draft.isPremium,
    updatedAt: new Date(),
  };
  let liveId = draft.liveCourseId;
  if (liveId) {
    await tx.update(courses).set(fields).where(eq(courses.id, liveId));
  } else {
    const [row] = await tx
      .insert(courses)
      .values({ ...fields, slug: await freeSlug(tx, draft.title) })
      .returning({ id: courses.id });
    liveId = row!.id;
  }
  await tx.delete(courseTags).where(eq(courseTags.courseId, liveId));
  const tagRows = await tx
    .select({ tagId: studioCourseTags.tagId })
    .from(studioCourseTags)
    .where(eq(studioCourseTags.studioCourseId, draft.id));
  if (tagRows.length) await tx.insert(courseTags).values(tagRows.map((t) => ({ courseId: liveId!, tagId: t.tagId })));
  return liveId;
}

/** The live content of an item; a video without new media keeps its published file (the seed's clips had none). */
function contentValues(item: StudioItemRow, media: Map<number, MediaForPublish>) {
  const asset = item.mediaId ? media.get(item.mediaId) : undefined;
  const values = {
    body: item.body,
    // A quiz item's quiz, or the quiz an article or a video ends with.
    quizId: (END_OF_LESSON_QUIZ_KINDS as readonly string[]).includes(item.kind) || item.kind === 'quiz' ? item.quizId : null,
    deckId: item.kind === 'slides' ? item.deckId : null,
    fixmeProblemId: item.kind === 'exercise' ? item.fixmeProblemId : null,
  };
  if (item.kind === 'video' && !asset) return { values, file: null };
  const file =
    item.kind !== 'video' || !asset
      ? { mediaId: null, videoUrl: null, videoSeconds: null, captionsUrl: null }
      : { mediaId: asset.id, videoUrl: asset.videoUrl, videoSeconds: asset.durationSeconds, captionsUrl: asset.captionsUrl };
  return { values, file };
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);
const CONTENT_SET = {
  body: excluded('body'),
  quizId: excluded('quiz_id'),
  deckId: excluded('deck_id'),
  fixmeProblemId: excluded('fixme_problem_id'),
};
const FILE_SET = {
  mediaId: excluded('media_id'),
  videoUrl: excluded('video_url'),
  videoSeconds: excluded('video_seconds'),
  captionsUrl: excluded('captions_url'),
};

/** Writes the live content of the published items: two statements for a course of any size. */
async function writeItemContents(
  tx: Tx,
  written: { liveItemId: number; item: StudioItemRow }[],
  media: Map<number, MediaForPublish>,
) {
  const withFile = [];
  const keepingFile = [];
  for (const { liveItemId, item } of written) {
    const { values, file } = contentValues(item, media);
    if (file) withFile.push({ itemId: liveItemId, ...values, ...file });
    else keepingFile.push({ itemId: liveItemId, ...values });
  }
  await insertInChunks(withFile, ROWS_PER_INSERT, (chunk) =>
    tx
      .insert(itemContents)
      .values(chunk)
      .onConflictDoUpdate({ target: itemContents.itemId, set: { ...CONTENT_SET, ...FILE_SET } }),
  );
  await insertInChunks(keepingFile, ROWS_PER_INSERT, (chunk) =>
    tx.insert(itemContents).values(chunk).onConflictDoUpdate({ target: itemContents.itemId, set: CONTENT_SET }),
  );
}

/** Points draft rows at the live rows just made for them, in one statement. */
async function linkLive(
  tx: Tx,
  table: 'studio_modules' | 'studio_items',
  column: 'live_module_id' | 'live_item_id',
  pairs: [number, number][],
) {
  if (pairs.length === 0) return;
  const rows = sql.join(
    pairs.map(([id, live]) => sql`(${id}::integer, ${live}::integer)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = linked.live from (values ${rows}) as linked(id, live) where ${sql.identifier(table)}.id = linked.id`,
  );
}

/**
 * Copies a draft into the live catalogue (ADR 0034) in the caller's transaction: the first publish
 * inserts the course, modules and items; a later one updates the same rows, so item ids (and the
 * progress, notes and completions that name them) never change. A module or item no longer in the
 * draft is archived, never deleted. Positions first move out of the way (-id), since (module,
 * position) is unique and items may move between modules.
 */
export async function publishCourse(tx: Tx, actor: StudioActor, id: number): Promise<void> {
  const draft = await courseRow(tx, id, true);
  if (draft.publishedAt && draft.changedAt <= draft.publishedAt) throw conflict(MESSAGES.studioNoChanges);
  const outline = await outlineOf(tx, id);
  const media = await readMediaForPublish(
    tx,
    outline.flatMap(({ items }) => items.flatMap((i) => (i.mediaId ? [i.mediaId] : []))),
  );
  const problems = await publishProblems(tx, outline, media);
  if (problems.length) {
    throw new ApiError(422, MESSAGES.studioPublishBlocked.replace('{problems}', problems.join(' ')), {
      outline: problems.join(' '),
    });
  }
  const first = !draft.liveCourseId;
  const liveCourseId = await writeCourse(tx, draft);
  const now = new Date();

  const liveModules = await tx
    .select({ id: courseModules.id })
    .from(courseModules)
    .where(eq(courseModules.courseId, liveCourseId));
  const liveModuleIds = liveModules.map((m) => m.id);
  if (liveModuleIds.length) {
    await tx
      .update(courseModules)
      .set({ position: sql`-${courseModules.id}` })
      .where(inArray(courseModules.id, liveModuleIds));
    await tx
      .update(moduleItems)
      .set({ position: sql`-${moduleItems.id}` })
      .where(inArray(moduleItems.moduleId, liveModuleIds));
  }
  // Modules and items already live are updated one by one (their ids stay); new ones are inserted
  // together and found again by their (course or module, position), which is unique.
  const liveModuleOf = new Map<number, number>();
  const newModules: { draftId: number; title: string; position: number }[] = [];
  for (const [m, { module }] of outline.entries()) {
    if (module.liveModuleId && liveModuleIds.includes(module.liveModuleId)) {
      await tx
        .update(courseModules)
        .set({ title: module.title, position: m + 1, archivedAt: null, updatedAt: now })
        .where(eq(courseModules.id, module.liveModuleId));
      liveModuleOf.set(module.id, module.liveModuleId);
    } else newModules.push({ draftId: module.id, title: module.title, position: m + 1 });
  }
  if (newModules.length) {
    const rows = await tx
      .insert(courseModules)
      .values(newModules.map((module) => ({ courseId: liveCourseId, title: module.title, position: module.position })))
      .returning({ id: courseModules.id, position: courseModules.position });
    const atPosition = new Map(rows.map((row) => [row.position, row.id]));
    for (const module of newModules) liveModuleOf.set(module.draftId, atPosition.get(module.position)!);
    await linkLive(
      tx,
      'studio_modules',
      'live_module_id',
      newModules.map((module) => [module.draftId, liveModuleOf.get(module.draftId)!]),
    );
  }
  const keptModules = outline.map(({ module }) => liveModuleOf.get(module.id)!);
  const written: { liveItemId: number; item: StudioItemRow }[] = [];
  const newItems: { item: StudioItemRow; fields: typeof moduleItems.$inferInsert }[] = [];
  for (const { module, items } of outline) {
    const liveModuleId = liveModuleOf.get(module.id)!;
    for (const [p, item] of items.entries()) {
      const fields = {
        moduleId: liveModuleId,
        position: p + 1,
        title: item.title,
        kind: item.kind,
        durationMinutes: itemMinutes(item, media),
      };
      let updated: { id: number } | undefined;
      if (item.liveItemId) {
        [updated] = await tx
          .update(moduleItems)
          .set({ ...fields, archivedAt: null, updatedAt: now })
          .where(and(eq(moduleItems.id, item.liveItemId), inArray(moduleItems.moduleId, [...liveModuleIds, liveModuleId])))
          .returning({ id: moduleItems.id });
      }
      if (updated) written.push({ liveItemId: updated.id, item });
      else newItems.push({ item, fields });
    }
  }
  await insertInChunks(newItems, ROWS_PER_INSERT, async (chunk) => {
    const rows = await tx
      .insert(moduleItems)
      .values(chunk.map(({ fields }) => fields))
      .returning({ id: moduleItems.id, moduleId: moduleItems.moduleId, position: moduleItems.position });
    const at = new Map(rows.map((row) => [`${row.moduleId}:${row.position}`, row.id]));
    const made = chunk.map(({ item, fields }) => ({ liveItemId: at.get(`${fields.moduleId}:${fields.position}`)!, item }));
    written.push(...made);
    await linkLive(
      tx,
      'studio_items',
      'live_item_id',
      made.map(({ liveItemId, item }) => [item.id, liveItemId]),
    );
  });
  const keptItems = written.map((w) => w.liveItemId);
  await writeItemContents(tx, written, media);
  // What the draft no longer has stays for those who completed it, out of everyone's outline.
  const allModules = [...new Set([...liveModuleIds, ...keptModules])];
  await tx
    .update(moduleItems)
    .set({ archivedAt: now })
    .where(and(inArray(moduleItems.moduleId, allModules), isNull(moduleItems.archivedAt), notInArray(moduleItems.id, keptItems)));
  if (liveModuleIds.length) {
    await tx
      .update(courseModules)
      .set({ archivedAt: now })
      .where(
        and(
          inArray(courseModules.id, liveModuleIds),
          isNull(courseModules.archivedAt),
          notInArray(courseModules.id, keptModules),
        ),
      );
  }
  await tx
    .update(studioCourses)
    .set({ liveCourseId, publishedAt: sql`greatest(now(), ${studioCourses.changedAt})` })
    .where(eq(studioCourses.id, id));
  await audit.record(tx, {
    ...actor,
    action: AUDIT_ACTIONS.studioCoursePublish,
    objectType: 'studio_course',
    objectId: id,
    after: { liveCourseId, first, modules: keptModules.length, items: keptItems.length },
  });
}
