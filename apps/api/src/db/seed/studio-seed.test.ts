import { AUDIT_ACTIONS } from '@lp/contract/staff';
import { readingMinutes } from '@lp/contract/studio';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/test-app.ts';
import { courses } from '../schema/courses.ts';
import { auditLog } from '../schema/staff.ts';
import { studioCourses } from '../schema/studio.ts';
import { streams, tags } from '../schema/taxonomy.ts';
import { PRACTICE_LESSON } from './catalogue-seed.ts';
import { seed } from './seed.ts';

/**
 * The studio's demo as `npm start` seeds it: every catalogue course has its studio draft, and
 * instructor@learnly.in finds a course authored and published in the studio and a draft whose
 * video waits for its upload, which learners cannot see.
 */
const t = await createTestContext();
// The test database comes with streams and tags; the real seed inserts its own.
await t.db.delete(tags);
await t.db.delete(streams);
await seed(t.db, undefined, { mediaStorage: t.storage });
const cookie = await t.signIn('instructor@learnly.in', 'Learnly@123');

type Card = { id: number; title: string; status: string; live: { slug: string } | null };

describe('the studio seed', () => {
  it('gives every catalogue course a studio draft, published with no changes', async () => {
    const [live] = await t.db.select({ n: count() }).from(courses);
    const [drafts] = await t.db.select({ n: count() }).from(studioCourses);
    // The catalogue plus the studio's own draft (never published).
    expect(drafts!.n).toBe(live!.n + 1);
  });

  it("shows the instructor their institute's courses: one authored in the studio, one draft", async () => {
    const list = await t.get('/api/studio/courses?page_size=100', { cookie });
    expect(list.status).toBe(200);
    const cards: Card[] = list.body.data.results;
    const sql = cards.find((c) => c.title === 'SQL for Data Analysts: Joins and Aggregates');
    const draft = cards.find((c) => c.title === 'Python for First-Year Engineers');
    expect(sql).toMatchObject({ status: 'published' });
    expect(draft).toMatchObject({ status: 'draft', live: null });
    expect(cards.length).toBeGreaterThan(2);

    const course = await t.get(`/api/core/courses/${sql!.live!.slug}`);
    expect(course.body.data.modules.map((m: { items: { kind: string }[] }) => m.items.map((i) => i.kind))).toEqual([
      ['article', 'slides', 'quiz'],
      ['article', 'slides', 'exercise'],
    ]);
    // Its cover is a drawn picture of its own, as the catalogue's are, not the default placeholder.
    expect(course.body.data.imageUrl).toMatch(/^\/api\/media\/covers\/courses\/[0-9a-f]{16}-\d+\.webp$/);
    const search = await t.get('/api/core/courses?q=First-Year%20Engineers');
    expect(search.body.data.results.map((c: { title: string }) => c.title)).not.toContain('Python for First-Year Engineers');

    const detail = await t.get(`/api/studio/courses/${draft!.id}`, { cookie });
    expect(detail.body.data.outline[0].items.map((i: { kind: string; mediaId: number | null }) => [i.kind, i.mediaId])).toEqual([
      ['video', null],
      ['article', null],
      ['quiz', null],
    ]);
    const audited = await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.actorRole, 'system'));
    expect(audited[0]!.n).toBeGreaterThan(0);
  });

  it("authors the instructor's catalogue courses of articles and slides through the studio: the live lessons are the draft's", async () => {
    const published = await t.db
      .select({ id: auditLog.objectId })
      .from(auditLog)
      .where(and(eq(auditLog.actorRole, 'system'), eq(auditLog.action, AUDIT_ACTIONS.studioCoursePublish)));
    const authored = [];
    for (const { id } of published) {
      const draft = (await t.get(`/api/studio/courses/${id}`, { cookie })).body.data;
      if (draft.title !== 'SQL for Data Analysts: Joins and Aggregates') authored.push(draft);
    }
    expect(authored.length).toBeGreaterThanOrEqual(5);
    let practice = 0;
    let slides = 0;
    for (const draft of authored) {
      expect(draft).toMatchObject({ status: 'published', hasUnpublishedChanges: false });
      const live = (await t.get(`/api/core/courses/${draft.live.slug}`)).body.data;
      type Item = {
        id: number;
        liveItemId: number;
        kind: string;
        title: string;
        body: string;
        durationMinutes: number;
        deckId: number | null;
      };
      const items: Item[] = draft.outline.flatMap((m: { items: Item[] }) => m.items);
      const liveItems: Item[] = live.modules.flatMap((m: { items: Item[] }) => m.items);
      expect(liveItems.map((i) => [i.id, i.title, i.kind, i.durationMinutes])).toEqual(
        items.map((i) => [i.liveItemId, i.title, i.kind, i.durationMinutes]),
      );
      for (const item of items) {
        expect(['article', 'slides'], item.title).toContain(item.kind);
        // An article lasts its reading time; a slide lesson opens its deck.
        if (item.kind === 'article') expect(item.durationMinutes, item.title).toBe(readingMinutes(item.body));
        if (item.kind === 'slides') {
          slides++;
          expect(item.deckId, item.title).not.toBeNull();
        }
        if (PRACTICE_LESSON.test(item.title)) {
          practice++;
          // A written practice task is text: an article that sets the task.
          expect(item.body).toContain(`### Your task: ${item.title}`);
        }
      }
    }
    expect(practice).toBeGreaterThan(0);
    expect(slides).toBeGreaterThan(0);
  });

  it('lets the instructor edit a course seeded before the studio and publish the change with the same item ids', async () => {
    const list = await t.get('/api/studio/courses?status=published&page_size=100', { cookie });
    const seeded = (list.body.data.results as Card[]).find((c) => c.title !== 'SQL for Data Analysts: Joins and Aggregates')!;
    const before = await t.get(`/api/core/courses/${seeded.live!.slug}`);
    const itemIds = before.body.data.modules.flatMap((m: { items: { id: number }[] }) => m.items.map((i) => i.id));
    const draft = await t.get(`/api/studio/courses/${seeded.id}`, { cookie });
    const moduleId = draft.body.data.outline[0].id;
    expect(
      (await t.call('PATCH', `/api/studio/modules/${moduleId}`, { title: 'Getting started, revised' }, { cookie })).status,
    ).toBe(200);
    const published = await t.post(`/api/studio/courses/${seeded.id}/publish`, undefined, { cookie });
    expect(published.status, published.text).toBe(200);
    const after = await t.get(`/api/core/courses/${seeded.live!.slug}`);
    expect(after.body.data.modules[0].title).toBe('Getting started, revised');
    expect(after.body.data.modules.flatMap((m: { items: { id: number }[] }) => m.items.map((i) => i.id))).toEqual(itemIds);
  });
});
