import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AUDIT_ACTIONS } from '@lp/contract/staff';
import { readingMinutes } from '@lp/contract/studio';
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
// biome-ignore lint/style/noRestrictedImports: the test probes the clips and stored renditions with the studio's own ffprobe wrapper
import { probe } from '../../modules/studio/media-ffmpeg.ts';
import { createTestContext } from '../../test/test-app.ts';
import { courses, moduleItems } from '../schema/courses.ts';
import { institutes } from '../schema/institutes.ts';
import { auditLog } from '../schema/staff.ts';
import { studioCourses, studioItems, studioModules } from '../schema/studio.ts';
import { mediaAssets } from '../schema/studio-media.ts';
import { streams, tags } from '../schema/taxonomy.ts';
import { PRACTICE_LESSON } from './catalogue-seed.ts';
import { LESSON_CLIPS, LESSON_QUIZZES } from './lesson-content.ts';
import { seed } from './seed.ts';
import { SLIDE_LESSONS } from './slides-data.ts';

/**
 * The studio's demo as `npm start` seeds it: every catalogue course has its studio draft, and
 * instructor@learnly.in finds a course authored and published in the studio, a draft whose video
 * waits for its upload, which learners cannot see, and every catalogue course of their institute
 * authored through the studio (its clips as ready studio media, its lesson-end quizzes).
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

  it("authors all 11 of the institute's catalogue courses through the studio: the live lessons are the draft's", async () => {
    const [institute] = await t.db.select({ id: institutes.id }).from(institutes).orderBy(asc(institutes.id)).limit(1);
    const liveCourses = await t.db
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(eq(courses.instituteId, institute!.id));
    // Every course of the catalogue is published by the seed through the studio; these are the institute's.
    const published = await t.db
      .select({ id: auditLog.objectId })
      .from(auditLog)
      .innerJoin(studioCourses, eq(sql`${studioCourses.id}::text`, auditLog.objectId))
      .where(
        and(
          eq(auditLog.actorRole, 'system'),
          eq(auditLog.action, AUDIT_ACTIONS.studioCoursePublish),
          eq(studioCourses.instituteId, institute!.id),
        ),
      );
    const authored = [];
    for (const { id } of published) {
      const draft = (await t.get(`/api/studio/courses/${id}`, { cookie })).body.data;
      if (draft.title !== 'SQL for Data Analysts: Joins and Aggregates') authored.push(draft);
    }
    // Every live course of the institute was published from a studio draft by the seed: the 11 of
    // the catalogue and the demo course authored from scratch.
    expect(liveCourses).toHaveLength(12);
    expect(authored).toHaveLength(11);
    expect(authored.map((d) => d.live.id).sort()).toEqual(
      liveCourses
        .filter((c) => c.title !== 'SQL for Data Analysts: Joins and Aggregates')
        .map((c) => c.id)
        .sort(),
    );
    const learner = await t.signIn('premium@learnly.in', 'Learnly@123');
    const kinds = new Map<string, number>();
    let practice = 0;
    let endQuizzes = 0;
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
        quizId: number | null;
        mediaId: number | null;
      };
      const items: Item[] = draft.outline.flatMap((m: { items: Item[] }) => m.items);
      const liveItems: Item[] = live.modules.flatMap((m: { items: Item[] }) => m.items);
      expect(liveItems.map((i) => [i.id, i.title, i.kind, i.durationMinutes])).toEqual(
        items.map((i) => [i.liveItemId, i.title, i.kind, i.durationMinutes]),
      );
      expect((await t.post(`/api/core/courses/${draft.live.id}/enrol`, undefined, { cookie: learner })).status).toBeLessThan(300);
      for (const item of items) {
        kinds.set(item.kind, (kinds.get(item.kind) ?? 0) + 1);
        expect(['article', 'slides', 'video'], item.title).toContain(item.kind);
        // A lesson is a video exactly when it has a clip; an article lasts its reading time; a slide lesson opens its deck.
        expect(item.kind === 'video' || item.kind === 'slides', item.title).toBe(
          LESSON_CLIPS[item.title] !== undefined || SLIDE_LESSONS[item.title] !== undefined,
        );
        if (item.kind === 'article') expect(item.durationMinutes, item.title).toBe(readingMinutes(item.body));
        if (item.kind === 'slides') expect(item.deckId, item.title).not.toBeNull();
        if (PRACTICE_LESSON.test(item.title)) {
          practice++;
          // A written practice task is text: an article that sets the task.
          expect(item.body).toContain(`### Your task: ${item.title}`);
        }
        // A lesson that ends with a quiz: the learner's player shows that quiz after the lesson.
        const endQuiz = LESSON_QUIZZES[item.title];
        if (endQuiz) {
          endQuizzes++;
          const opened = await t.get(`/api/core/courses/module-item/${item.liveItemId}`, { cookie: learner });
          expect(opened.status, item.title).toBe(200);
          expect(opened.body.data.content.quiz?.title, item.title).toBe(endQuiz);
        } else {
          expect(item.quizId, item.title).toBeNull();
        }
      }
    }
    expect(practice).toBeGreaterThan(0);
    expect(endQuizzes).toBeGreaterThan(0);
    expect(kinds.get('slides')).toBeGreaterThan(0);
    expect(kinds.get('video')).toBeGreaterThan(0);
  });

  it("gives every video lesson of the institute studio media whose probed length is the lesson's, and plays its rendition", async () => {
    const [institute] = await t.db.select({ id: institutes.id }).from(institutes).orderBy(asc(institutes.id)).limit(1);
    const videos = await t.db
      .select({ item: studioItems, media: mediaAssets, liveItemId: studioItems.liveItemId, course: studioCourses.liveCourseId })
      .from(studioItems)
      .innerJoin(studioModules, eq(studioModules.id, studioItems.studioModuleId))
      .innerJoin(studioCourses, eq(studioCourses.id, studioModules.studioCourseId))
      .leftJoin(mediaAssets, eq(mediaAssets.id, studioItems.mediaId))
      .where(
        and(eq(studioCourses.instituteId, institute!.id), eq(studioItems.kind, 'video'), isNotNull(studioCourses.publishedAt)),
      );
    expect(videos.length).toBeGreaterThanOrEqual(Object.keys(LESSON_CLIPS).length - 1);
    const folder = await mkdtemp(path.join(tmpdir(), 'studio-seed-test-'));
    const learner = await t.signIn('premium@learnly.in', 'Learnly@123');
    try {
      for (const { item, media, course } of videos) {
        expect(media, item.title).not.toBeNull();
        expect(media!.status, item.title).toBe('ready');
        // The rendition is the file itself, probed again here with the bundled ffprobe: its length is the media's.
        expect(media!.renditions, item.title).toHaveLength(1);
        const [rendition] = media!.renditions;
        const file = path.join(folder, `${media!.id}.mp4`);
        await pipeline((await t.storage.getStream(rendition!.key))!, createWriteStream(file));
        const probed = await probe(file);
        expect([probed.videoCodec, probed.height, rendition!.height], item.title).toEqual(['h264', 360, 360]);
        expect(media!.durationSeconds, item.title).toBeCloseTo(probed.durationSeconds, 3);
        expect(media!.posterKey && media!.thumbnailKey && media!.captionsKey, item.title).toBeTruthy();
        // The lesson's label is that length: the studio's, the live outline's and the player's.
        const minutes = Math.max(1, Math.round(probed.durationSeconds / 60));
        const [live] = await t.db.select().from(moduleItems).where(eq(moduleItems.id, item.liveItemId!));
        expect(live?.durationMinutes, item.title).toBe(minutes);
        await t.post(`/api/core/courses/${course}/enrol`, undefined, { cookie: learner });
        const opened = await t.get(`/api/core/courses/module-item/${item.liveItemId}`, { cookie: learner });
        expect(opened.body.data.kind, item.title).toBe('video');
        expect(opened.body.data.content.videoSeconds, item.title).toBeCloseTo(probed.durationSeconds, 3);
        expect(
          opened.body.data.content.renditions.map((r: { label: string }) => r.label),
          item.title,
        ).toEqual(['360p']);
        expect(opened.body.data.content.captionsUrl, item.title).toMatch(/^\/api\/signed-media\/studio-captions\//);
        const played = await t.get(opened.body.data.content.videoUrl);
        expect(played.status, item.title).toBe(200);
        expect(played.headers.get('content-type'), item.title).toBe('video/mp4');
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
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
