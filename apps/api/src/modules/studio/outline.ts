import { MESSAGES } from '@lp/contract/messages';
import { AUDIT_ACTIONS } from '@lp/contract/staff';
import type { StudioItemKind, StudioReorder, studioItemCreateSchema, studioItemPatchSchema } from '@lp/contract/studio';
import { eq, inArray, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { insertInChunks, ROWS_PER_INSERT } from '../../db/insert-in-chunks.ts';
import { fixmeProblems } from '../../db/schema/fixme.ts';
import { quizzes } from '../../db/schema/quizzes.ts';
import { slideDecks } from '../../db/schema/slides.ts';
import { studioItems, studioModules } from '../../db/schema/studio.ts';
import { audit } from '../../platform/audit.ts';
import { invalidField } from '../../platform/errors.ts';
import { readMediaForPublish } from './publish-media.ts';
import { courseRow, itemRow, moduleRow, outlineOf, toItem, touchCourse } from './records.ts';
import type { StudioActor } from './service.ts';

type ItemCreate = z.output<typeof studioItemCreateSchema>;
type ItemPatch = z.output<typeof studioItemPatchSchema>;

/**
 * Which picked objects each kind takes; the others are refused (422) rather than silently kept. A
 * quiz item opens its quiz; an article or a video may end with one (END_OF_LESSON_QUIZ_KINDS).
 */
const PICKS: Record<StudioItemKind, readonly ('quizId' | 'deckId' | 'fixmeProblemId')[]> = {
  article: ['quizId'],
  video: ['quizId'],
  quiz: ['quizId'],
  slides: ['deckId'],
  exercise: ['fixmeProblemId'],
};

/** The rules of a kind: which picked objects it takes, and whether its minutes may be typed. */
function checkItemRules(kind: StudioItemKind, fields: ItemPatch) {
  for (const field of ['quizId', 'deckId', 'fixmeProblemId'] as const) {
    if (fields[field] !== undefined && fields[field] !== null && !PICKS[kind].includes(field)) {
      throw invalidField(field, MESSAGES.studioFieldNotForKind);
    }
  }
  if (fields.durationMinutes !== undefined && (kind === 'article' || kind === 'video')) {
    throw invalidField('durationMinutes', MESSAGES.studioMinutesNotTyped);
  }
}

/** Every quiz, deck and fix-me problem the items pick exists: one query for each kind of pick. */
async function checkPicked(db: Executor, items: ItemPatch[]) {
  const picked = (field: 'quizId' | 'deckId' | 'fixmeProblemId') => [
    ...new Set(items.flatMap((item) => (item[field] ? [item[field]] : []))),
  ];
  const missing = async (ids: number[], table: typeof quizzes | typeof slideDecks | typeof fixmeProblems) => {
    if (ids.length === 0) return false;
    const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
    return found.length < ids.length;
  };
  if (await missing(picked('quizId'), quizzes)) throw invalidField('quizId', MESSAGES.studioQuizUnknown);
  if (await missing(picked('deckId'), slideDecks)) throw invalidField('deckId', MESSAGES.studioDeckUnknown);
  if (await missing(picked('fixmeProblemId'), fixmeProblems)) throw invalidField('fixmeProblemId', MESSAGES.studioProblemUnknown);
}

async function checkItemFields(db: Executor, kind: StudioItemKind, fields: ItemPatch) {
  checkItemRules(kind, fields);
  await checkPicked(db, [fields]);
}

/** The values of a new item row at a position of a module. */
function newItemValues(moduleId: number, position: number, body: ItemCreate) {
  return {
    studioModuleId: moduleId,
    position,
    kind: body.kind,
    title: body.title,
    body: body.body ?? '',
    quizId: body.quizId ?? null,
    deckId: body.deckId ?? null,
    fixmeProblemId: body.fixmeProblemId ?? null,
    ...(body.durationMinutes ? { durationMinutes: body.durationMinutes } : {}),
  };
}

async function itemView(db: Executor, id: number) {
  const item = await itemRow(db, id);
  const media = await readMediaForPublish(db, item.mediaId ? [item.mediaId] : []);
  return toItem(item, media);
}

/** Modules and items of a draft: add, rename, edit, remove, reorder. Every write is audited and marks the course changed. */
export function createOutline(db: Database) {
  return {
    async addModule(actor: StudioActor, courseId: number, title: string) {
      const module = await db.transaction(async (tx) => {
        await courseRow(tx, courseId, true);
        const [last] = await tx
          .select({ position: max(studioModules.position) })
          .from(studioModules)
          .where(eq(studioModules.studioCourseId, courseId));
        const [row] = await tx
          .insert(studioModules)
          .values({ studioCourseId: courseId, title, position: (last?.position ?? 0) + 1 })
          .returning();
        await touchCourse(tx, courseId);
        await audit.record(tx, {
          ...actor,
          action: AUDIT_ACTIONS.studioModuleCreate,
          objectType: 'studio_module',
          objectId: row!.id,
          after: { courseId, title },
        });
        return row!;
      });
      return { id: module.id, position: module.position, title: module.title, items: [] };
    },

    /**
     * Modules with their items added at the end of a draft in one transaction, a few statements
     * whatever its size (importing a course, and the seed's whole catalogue): the same rules and
     * audit entries as adding them one by one. Returns the new items' ids in the order given.
     */
    async addOutline(actor: StudioActor, courseId: number, modules: { title: string; items: ItemCreate[] }[]) {
      return db.transaction(async (tx) => {
        await courseRow(tx, courseId, true);
        const items = modules.flatMap((module) => module.items);
        for (const item of items) checkItemRules(item.kind, item);
        await checkPicked(tx, items);
        const [last] = await tx
          .select({ position: max(studioModules.position) })
          .from(studioModules)
          .where(eq(studioModules.studioCourseId, courseId));
        const first = (last?.position ?? 0) + 1;
        if (modules.length === 0) return [];
        const moduleRows = await tx
          .insert(studioModules)
          .values(modules.map((module, m) => ({ studioCourseId: courseId, title: module.title, position: first + m })))
          .returning({ id: studioModules.id, position: studioModules.position });
        const moduleAt = new Map(moduleRows.map((row) => [row.position, row.id]));
        const itemValues = modules.flatMap((module, m) =>
          module.items.map((item, p) => newItemValues(moduleAt.get(first + m)!, p + 1, item)),
        );
        const itemRows: { id: number; moduleId: number; position: number }[] = [];
        await insertInChunks(itemValues, ROWS_PER_INSERT, async (chunk) => {
          itemRows.push(
            ...(await tx
              .insert(studioItems)
              .values(chunk)
              .returning({ id: studioItems.id, moduleId: studioItems.studioModuleId, position: studioItems.position })),
          );
        });
        // Matched by (module, position), which is unique, not by the order the rows came back in.
        const itemAt = new Map(itemRows.map((row) => [`${row.moduleId}:${row.position}`, row.id]));
        const ids = itemValues.map((item) => itemAt.get(`${item.studioModuleId}:${item.position}`)!);
        await touchCourse(tx, courseId);
        await audit.recordMany(tx, [
          ...modules.map((module, m) => ({
            ...actor,
            action: AUDIT_ACTIONS.studioModuleCreate,
            objectType: 'studio_module',
            objectId: moduleAt.get(first + m)!,
            after: { courseId, title: module.title },
          })),
          ...itemValues.map((item, i) => ({
            ...actor,
            action: AUDIT_ACTIONS.studioItemCreate,
            objectType: 'studio_item',
            objectId: ids[i]!,
            after: { moduleId: item.studioModuleId, kind: item.kind, title: item.title },
          })),
        ]);
        return ids;
      });
    },

    async renameModule(actor: StudioActor, id: number, title: string) {
      return db.transaction(async (tx) => {
        const before = await moduleRow(tx, id);
        await courseRow(tx, before.studioCourseId, true);
        await tx.update(studioModules).set({ title, updatedAt: new Date() }).where(eq(studioModules.id, id));
        await touchCourse(tx, before.studioCourseId);
        await audit.record(tx, {
          ...actor,
          action: AUDIT_ACTIONS.studioModuleUpdate,
          objectType: 'studio_module',
          objectId: id,
          before: { title: before.title },
          after: { title },
        });
        const outline = await outlineOf(tx, before.studioCourseId);
        const entry = outline.find((m) => m.module.id === id)!;
        const media = await readMediaForPublish(
          tx,
          entry.items.flatMap((i) => (i.mediaId ? [i.mediaId] : [])),
        );
        return { id, position: entry.module.position, title, items: entry.items.map((i) => toItem(i, media)) };
      });
    },

    /** Removes a module and its items from the draft; the live ones are archived at the next publish. */
    async deleteModule(actor: StudioActor, id: number) {
      await db.transaction(async (tx) => {
        const before = await moduleRow(tx, id);
        await courseRow(tx, before.studioCourseId, true);
        await tx.delete(studioModules).where(eq(studioModules.id, id));
        await touchCourse(tx, before.studioCourseId);
        await audit.record(tx, {
          ...actor,
          action: AUDIT_ACTIONS.studioModuleDelete,
          objectType: 'studio_module',
          objectId: id,
          before: { title: before.title },
        });
      });
    },

    async addItem(actor: StudioActor, moduleId: number, body: ItemCreate) {
      const id = await db.transaction(async (tx) => {
        const module = await moduleRow(tx, moduleId);
        await courseRow(tx, module.studioCourseId, true);
        await checkItemFields(tx, body.kind, body);
        const [last] = await tx
          .select({ position: max(studioItems.position) })
          .from(studioItems)
          .where(eq(studioItems.studioModuleId, moduleId));
        const [row] = await tx
          .insert(studioItems)
          .values(newItemValues(moduleId, (last?.position ?? 0) + 1, body))
          .returning({ id: studioItems.id });
        await touchCourse(tx, module.studioCourseId);
        await audit.record(tx, {
          ...actor,
          action: AUDIT_ACTIONS.studioItemCreate,
          objectType: 'studio_item',
          objectId: row!.id,
          after: { moduleId, kind: body.kind, title: body.title },
        });
        return row!.id;
      });
      return itemView(db, id);
    },

    async updateItem(actor: StudioActor, id: number, patch: ItemPatch) {
      await db.transaction(async (tx) => {
        const before = await itemRow(tx, id);
        await courseRow(tx, before.studioCourseId, true);
        await checkItemFields(tx, before.kind, patch);
        await tx
          .update(studioItems)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(studioItems.id, id));
        await touchCourse(tx, before.studioCourseId);
        await audit.record(tx, {
          ...actor,
          action: AUDIT_ACTIONS.studioItemUpdate,
          objectType: 'studio_item',
          objectId: id,
          // An article's text is kept out of the log (its length stands for it).
          before: Object.fromEntries(
            Object.keys(patch).map((k) => [k, k === 'body' ? before.body.length : (before as Record<string, unknown>)[k]]),
          ),
          after: Object.fromEntries(Object.entries(patch).map(([k, v]) => [k, k === 'body' ? String(v).length : v])),
        });
      });
      return itemView(db, id);
    },

    /** Removes an item from the draft; its live item is archived at the next publish (kept for those who completed it). */
    async deleteItem(actor: StudioActor, id: number) {
      await db.transaction(async (tx) => {
        const before = await itemRow(tx, id);
        await courseRow(tx, before.studioCourseId, true);
        await tx.delete(studioItems).where(eq(studioItems.id, id));
        await touchCourse(tx, before.studioCourseId);
        await audit.record(tx, {
          ...actor,
          action: AUDIT_ACTIONS.studioItemDelete,
          objectType: 'studio_item',
          objectId: id,
          before: { kind: before.kind, title: before.title },
        });
      });
    },

    /** The whole outline in a new order: every module and item of the course exactly once (422 otherwise). */
    async reorder(actor: StudioActor, courseId: number, order: StudioReorder) {
      await db.transaction(async (tx) => {
        await courseRow(tx, courseId, true);
        const outline = await outlineOf(tx, courseId);
        const moduleIds = outline.map((m) => m.module.id).sort();
        const itemIds = outline.flatMap((m) => m.items.map((i) => i.id)).sort();
        const givenModules = order.modules.map((m) => m.id).sort();
        const givenItems = order.modules.flatMap((m) => m.items).sort();
        const same = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => v === b[i]);
        if (!same(moduleIds, givenModules) || !same(itemIds, givenItems)) {
          throw invalidField('modules', MESSAGES.studioReorderMismatch);
        }
        for (const [m, module] of order.modules.entries()) {
          await tx
            .update(studioModules)
            .set({ position: m + 1 })
            .where(eq(studioModules.id, module.id));
          for (const [p, itemId] of module.items.entries()) {
            await tx
              .update(studioItems)
              .set({ studioModuleId: module.id, position: p + 1 })
              .where(eq(studioItems.id, itemId));
          }
        }
        await touchCourse(tx, courseId);
        await audit.record(tx, {
          ...actor,
          action: AUDIT_ACTIONS.studioCourseReorder,
          objectType: 'studio_course',
          objectId: courseId,
          before: outline.map((m) => ({ id: m.module.id, items: m.items.map((i) => i.id) })),
          after: order.modules,
        });
      });
    },
  };
}
