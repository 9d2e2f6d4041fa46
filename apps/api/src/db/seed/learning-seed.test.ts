import { readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { POINTS } from '@lp/contract/constants';
import { readingMinutes, videoMinutes } from '@lp/contract/studio';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
// biome-ignore lint/style/noRestrictedImports: the test probes the clips and stored renditions with the studio's own ffprobe wrapper
import { probe } from '../../modules/studio/media-ffmpeg.ts';
import { mediaDurationSeconds } from '../../platform/media-duration.ts';
import { createTestContext } from '../../test/test-app.ts';
import { users } from '../schema/accounts.ts';
import { courseModules, courses, moduleItems } from '../schema/courses.ts';
import { certificates, enrolments, itemContents, itemProgress } from '../schema/learning.ts';
import { pointAwards } from '../schema/platform.ts';
import { quizAttempts, quizQuestions, quizzes } from '../schema/quizzes.ts';
import { roadmapSteps, roadmaps } from '../schema/roadmaps.ts';
import { slideDecks } from '../schema/slides.ts';
import { mediaAssets } from '../schema/studio-media.ts';
import { streams, tags } from '../schema/taxonomy.ts';
import { earlierOnDay } from './learning-seed.ts';
import { LESSON_CLIPS, LESSON_QUIZZES } from './lesson-content.ts';
import { DEMO_ACCOUNTS, seed } from './seed.ts';

/**
 * The demo data as `npm start` seeds it, checked for coherence: every lesson has the content its
 * kind needs (and the files it names exist), every quiz and deck a lesson opens is there with
 * questions or slides, and the demo learner's enrolments, progress, points, certificate and
 * streak agree with each other, in the database and through the API.
 */

const t = await createTestContext();
const DEMO = DEMO_ACCOUNTS[0];
/** apps/web/public, where the clips are served from (`/media/…` → apps/web/public/media/…). */
const PUBLIC_DIR = new URL('../../../../web/public/', import.meta.url);
const MAX_CLIP_BYTES = 400_000;

type Lesson = {
  id: number;
  title: string;
  kind: (typeof moduleItems.$inferSelect)['kind'];
  courseId: number;
  modulePosition: number;
  position: number;
  body: string | null;
  videoUrl: string | null;
  videoSeconds: number | null;
  captionsUrl: string | null;
  quizId: number | null;
  deckId: number | null;
  mediaId: number | null;
};

let lessons: Lesson[];
let demoId: number;

beforeAll(async () => {
  // The test database comes with streams and tags; the real seed inserts its own.
  await t.db.delete(tags);
  await t.db.delete(streams);
  await seed(t.db, undefined, { mediaStorage: t.storage });
  lessons = await t.db
    .select({
      id: moduleItems.id,
      title: moduleItems.title,
      kind: moduleItems.kind,
      courseId: courseModules.courseId,
      modulePosition: courseModules.position,
      position: moduleItems.position,
      body: itemContents.body,
      videoUrl: itemContents.videoUrl,
      videoSeconds: itemContents.videoSeconds,
      captionsUrl: itemContents.captionsUrl,
      quizId: itemContents.quizId,
      deckId: itemContents.deckId,
      mediaId: itemContents.mediaId,
    })
    .from(moduleItems)
    .innerJoin(courseModules, eq(courseModules.id, moduleItems.moduleId))
    .leftJoin(itemContents, eq(itemContents.itemId, moduleItems.id))
    .orderBy(asc(courseModules.courseId), asc(courseModules.position), asc(moduleItems.position));
  const [demo] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.email));
  demoId = demo!.id;
}, 240_000);

const publicFile = (url: string) => new URL(url.replace(/^\//, ''), PUBLIC_DIR);

/** The cue times of a WebVTT file, in seconds, after checking its shape. */
function cueTimes(vtt: string): [number, number][] {
  expect(vtt.startsWith('WEBVTT\n')).toBe(true);
  const seconds = (stamp: string) => {
    const [h, m, s] = stamp.split(':').map(Number);
    return h! * 3600 + m! * 60 + s!;
  };
  return [...vtt.matchAll(/^(\d\d:\d\d:\d\d\.\d\d\d) --> (\d\d:\d\d:\d\d\.\d\d\d)\n(.+)$/gm)].map((m) => {
    expect(m[3]!.trim().length).toBeGreaterThan(10);
    return [seconds(m[1]!), seconds(m[2]!)];
  });
}

describe('the seeded courses', () => {
  it('give every course modules with lessons, and every lesson its content row', async () => {
    const courseRows = await t.db.select({ id: courses.id }).from(courses);
    expect(courseRows.length).toBeGreaterThan(250);
    const withLessons = new Set(lessons.map((l) => l.courseId));
    expect(courseRows.filter((c) => !withLessons.has(c.id))).toEqual([]);
    expect(lessons.filter((l) => l.body === null).map((l) => l.title)).toEqual([]);
    // Positions run 1, 2, 3… in each module: the player's order and "Lesson n of m" rely on it.
    const byModule = new Map<string, number[]>();
    for (const l of lessons)
      byModule.set(`${l.courseId}:${l.modulePosition}`, [
        ...(byModule.get(`${l.courseId}:${l.modulePosition}`) ?? []),
        l.position,
      ]);
    for (const positions of byModule.values()) expect(positions).toEqual(positions.map((_, n) => n + 1));
  });

  it('give articles and exercises real written text, and slide and quiz lessons what they open', () => {
    for (const l of lessons) {
      const body = l.body ?? '';
      if (l.kind === 'article' || l.kind === 'exercise') {
        expect(body.trim().length, l.title).toBeGreaterThan(150);
        expect(body, l.title).toMatch(/\n/);
      }
      expect(body, l.title).not.toMatch(/lorem|ipsum|\[object Object\]/i);
      if (l.kind === 'slides') expect(l.deckId, l.title).not.toBeNull();
      if (l.kind === 'quiz') expect(l.quizId, l.title).not.toBeNull();
      // A deck opens only in a slide lesson; a clip only plays in a video lesson.
      if (l.deckId !== null) expect(l.kind, l.title).toBe('slides');
      if (l.videoUrl !== null) expect(l.kind, l.title).toBe('video');
      expect(l.captionsUrl === null, l.title).toBe(l.videoUrl === null);
    }
    expect(lessons.filter((l) => l.kind === 'slides').length).toBeGreaterThan(10);
  });

  it('point quiz lessons at quizzes with questions whose right options exist', async () => {
    const quizIds = [...new Set(lessons.flatMap((l) => (l.quizId === null ? [] : [l.quizId])))];
    // Every lesson → quiz pairing of the seed is used by at least one course.
    const quizRows = await t.db.select().from(quizzes).where(inArray(quizzes.id, quizIds));
    expect(quizRows.map((q) => q.title).sort()).toEqual([...new Set(Object.values(LESSON_QUIZZES))].sort());
    for (const title of Object.keys(LESSON_QUIZZES)) {
      expect(
        lessons.some((l) => l.title === title && l.quizId !== null),
        title,
      ).toBe(true);
    }
    const questions = await t.db.select().from(quizQuestions).where(inArray(quizQuestions.quizId, quizIds));
    for (const quiz of quizRows) {
      const own = questions.filter((q) => q.quizId === quiz.id);
      expect(own.length, quiz.title).toBeGreaterThanOrEqual(3);
      expect(quiz.questionCount, quiz.title).toBe(own.length);
      expect(quiz.isPremium, `${quiz.title} opens in a free lesson`).toBe(false);
      for (const q of own) {
        const optionIds = q.options.map((o) => o.id);
        expect(q.options.length, q.prompt).toBeGreaterThanOrEqual(2);
        expect(q.correct.length, q.prompt).toBeGreaterThan(0);
        for (const id of q.correct) expect(optionIds, q.prompt).toContain(id);
        if (q.kind === 'single') expect(q.correct, q.prompt).toHaveLength(1);
        expect(q.explanation.trim().length, q.prompt).toBeGreaterThan(10);
      }
    }
  });

  it('point slide lessons at decks with their slides', async () => {
    const deckIds = [...new Set(lessons.flatMap((l) => (l.deckId === null ? [] : [l.deckId])))];
    const decks = await t.db.select().from(slideDecks).where(inArray(slideDecks.id, deckIds));
    expect(decks).toHaveLength(deckIds.length);
    for (const deck of decks) {
      expect(deck.slides.length, deck.title).toBeGreaterThanOrEqual(6);
      expect(deck.slideCount, deck.title).toBe(deck.slides.length);
      for (const slide of deck.slides) expect(slide.body.trim().length, deck.title).toBeGreaterThan(20);
    }
  });

  it('give video lessons clips that exist under apps/web/public, small, with captions that fit them', async () => {
    // Every video lesson is authored in the studio (issue 31) and plays its studio media, none a bare file.
    const withClip = lessons.filter((l) => l.videoUrl !== null && l.mediaId === null);
    const withMedia = lessons.filter((l) => l.mediaId !== null);
    // Each clip of LESSON_CLIPS plays in at least one video lesson (a title that matches nothing is a typo).
    expect([...new Set([...withClip, ...withMedia].map((l) => LESSON_CLIPS[l.title]?.videoUrl))].sort()).toEqual(
      Object.values(LESSON_CLIPS)
        .map((c) => c.videoUrl)
        .sort(),
    );
    expect(withClip.map((l) => l.title)).toEqual([]);
    expect(withMedia.length).toBeGreaterThan(0);
    expect(Object.keys(LESSON_CLIPS).length).toBeGreaterThanOrEqual(4);
    for (const [title, clip] of Object.entries(LESSON_CLIPS)) {
      expect(clip.videoUrl, title).toMatch(/^\/media\/[a-z0-9-]+\.webm$/);
      expect(clip.captionsUrl, title).toBe(clip.videoUrl.replace(/\.webm$/, '.vtt'));
      expect(clip.rendition, title).toBe(clip.videoUrl.replace(/\.webm$/, '-360p.mp4'));
      const video = await stat(publicFile(clip.videoUrl));
      expect(video.size, title).toBeGreaterThan(20_000);
      expect(video.size, title).toBeLessThan(MAX_CLIP_BYTES);
      // WebM starts with the EBML magic number.
      expect((await readFile(publicFile(clip.videoUrl))).subarray(0, 4).toString('hex'), title).toBe('1a45dfa3');
      const cues = cueTimes(await readFile(publicFile(clip.captionsUrl), 'utf8'));
      expect(cues.length, title).toBeGreaterThanOrEqual(5);
      cues.forEach(([start, end], n) => {
        expect(end, title).toBeGreaterThan(start);
        if (n > 0) expect(start, title).toBeGreaterThanOrEqual(cues[n - 1]![1]);
      });
      expect(cues.at(-1)![1], title).toBeLessThanOrEqual(40);
      // The studio's copy: H.264 MP4 at 360 lines, as long as the WebM, small too.
      const mp4 = await probe(fileURLToPath(publicFile(clip.rendition)));
      expect([mp4.videoCodec, mp4.height], title).toEqual(['h264', 360]);
      const webmSeconds = await mediaDurationSeconds(await readFile(publicFile(clip.videoUrl)), 'video/webm');
      expect(Math.abs(mp4.durationSeconds - webmSeconds!), title).toBeLessThan(0.1);
      expect((await stat(publicFile(clip.rendition))).size, title).toBeLessThan(MAX_CLIP_BYTES);
    }
    for (const l of withClip) expect(LESSON_CLIPS[l.title]?.videoUrl, l.title).toBe(l.videoUrl);
    // Each clip's length is probed from its file, so that the lesson completes after most of it was watched.
    for (const l of withClip) {
      const probed = await mediaDurationSeconds(await readFile(publicFile(l.videoUrl!)), 'video/webm');
      expect(l.videoSeconds, l.title).toBeGreaterThan(10);
      expect(l.videoSeconds, l.title).toBeCloseTo(probed!, 3);
    }
    // A studio video plays its ready media: the clip's rendition, with its captions.
    const media = await t.db
      .select()
      .from(mediaAssets)
      .where(
        inArray(
          mediaAssets.id,
          withMedia.map((l) => l.mediaId!),
        ),
      );
    for (const l of withMedia) {
      const row = media.find((m) => m.id === l.mediaId)!;
      expect([row.status, row.filename], l.title).toEqual(['ready', LESSON_CLIPS[l.title]!.rendition.slice('/media/'.length)]);
      expect(l.videoSeconds, l.title).toBe(row.durationSeconds);
      expect(l.videoUrl, l.title).toBe(`/api/signed-media/${row.renditions[0]!.key}`);
      expect(l.captionsUrl, l.title).toBe(`/api/signed-media/${row.captionsKey}`);
    }
  });
});

describe('lesson labels', () => {
  it("call a lesson a video only when it plays a clip, and give it the clip's probed length", async () => {
    const durations = await t.db.select({ id: moduleItems.id, minutes: moduleItems.durationMinutes }).from(moduleItems);
    const minutesOf = new Map(durations.map((d) => [d.id, d.minutes]));
    const videos = lessons.filter((l) => l.kind === 'video');
    expect(videos.length).toBeGreaterThan(0);
    for (const l of videos) {
      expect(l.videoUrl, l.title).not.toBeNull();
      expect(LESSON_CLIPS[l.title], l.title).toBeDefined();
      if (l.mediaId !== null) {
        // A studio video: its media's probed length, in whole minutes as the studio counts them.
        expect(minutesOf.get(l.id), l.title).toBe(Math.max(1, Math.round(l.videoSeconds! / 60)));
        continue;
      }
      const probed = await mediaDurationSeconds(await readFile(publicFile(l.videoUrl!)), 'video/webm');
      // The SQL clip runs 0:32: its lesson says 1 min, never the 18 min it used to.
      expect(minutesOf.get(l.id), l.title).toBe(videoMinutes(probed!));
      expect(minutesOf.get(l.id)! * 60 - probed!, l.title).toBeLessThan(60);
    }
  });

  it('label every lesson to read as an article whose minutes come from its word count', async () => {
    const durations = await t.db.select({ id: moduleItems.id, minutes: moduleItems.durationMinutes }).from(moduleItems);
    const minutesOf = new Map(durations.map((d) => [d.id, d.minutes]));
    const articles = lessons.filter((l) => l.kind === 'article');
    expect(articles.length).toBeGreaterThan(100);
    for (const l of articles) {
      expect(l.videoUrl, l.title).toBeNull();
      expect(minutesOf.get(l.id), l.title).toBe(readingMinutes(l.body ?? ''));
    }
    // No lesson claims the 5 to 40 minutes it was once given at random: every seeded text reads in a few.
    expect(Math.max(...articles.map((l) => minutesOf.get(l.id)!))).toBeLessThanOrEqual(5);
  });
});

describe('the seeded roadmaps', () => {
  it('open real content at every step (a course, lesson, quiz or fix-me problem), described by what it is', async () => {
    const slugs = await t.db.select({ slug: roadmaps.slug }).from(roadmaps);
    expect(slugs.length).toBeGreaterThanOrEqual(20);
    const kinds = new Set<string>();
    for (const { slug } of slugs) {
      const res = await t.get(`/api/core/roadmaps/${slug}`);
      expect(res.status).toBe(200);
      for (const step of res.body.data.steps) {
        const where = `${slug} › ${step.title}`;
        expect(step.link, where).not.toBeNull();
        expect(['course', 'lesson', 'quiz', 'fixme'], where).toContain(step.link.kind);
        kinds.add(step.link.kind);
        expect(step.description, where).not.toMatch(/Tick it off|Spend a few focused hours/);
        // The description names what the step opens.
        const name = step.link.course?.title ?? step.link.lesson?.title ?? step.link.quiz?.title ?? step.link.problem?.title;
        expect(step.description, where).toContain(name);
      }
    }
    expect([...kinds].sort()).toEqual(['course', 'fixme', 'lesson', 'quiz']);
    // A lesson step opens a lesson that exists in a published course, with its content.
    const lessonSteps = await t.db.select({ itemId: roadmapSteps.moduleItemId }).from(roadmapSteps);
    for (const { itemId } of lessonSteps.filter((s) => s.itemId !== null)) {
      expect(lessons.find((l) => l.id === itemId)?.body?.length ?? 0).toBeGreaterThan(100);
    }
  });
});

describe("the demo learner's learning", () => {
  async function demoRows() {
    const [enrolled, progress, awards, certs, attempts] = await Promise.all([
      t.db.select().from(enrolments).where(eq(enrolments.userId, demoId)),
      t.db.select().from(itemProgress).where(eq(itemProgress.userId, demoId)),
      t.db.select().from(pointAwards).where(eq(pointAwards.userId, demoId)),
      t.db.select().from(certificates).where(eq(certificates.userId, demoId)),
      t.db.select().from(quizAttempts).where(eq(quizAttempts.userId, demoId)),
    ]);
    return { enrolled, progress, awards, certs, attempts };
  }

  it('has progress only in courses they are enrolled in, dated inside the enrolment', async () => {
    const { enrolled, progress } = await demoRows();
    expect(enrolled).toHaveLength(3);
    const now = Date.now();
    for (const row of progress) {
      const lesson = lessons.find((l) => l.id === row.itemId)!;
      const enrolment = enrolled.find((e) => e.courseId === lesson.courseId);
      expect(enrolment, lesson.title).toBeDefined();
      expect(row.startedAt.getTime(), lesson.title).toBeGreaterThanOrEqual(enrolment!.createdAt.getTime());
      expect(row.startedAt.getTime(), lesson.title).toBeLessThanOrEqual(now);
      expect(enrolment!.lastActivityAt.getTime(), lesson.title).toBeGreaterThanOrEqual(row.startedAt.getTime());
      if (row.completedAt) {
        expect(row.completedAt.getTime(), lesson.title).toBeGreaterThanOrEqual(row.startedAt.getTime());
        expect(enrolment!.lastActivityAt.getTime(), lesson.title).toBeGreaterThanOrEqual(row.completedAt.getTime());
      }
      // Only a video remembers where it was left.
      if (row.positionSeconds > 0) expect(lesson.kind, lesson.title).toBe('video');
    }
  });

  it('finished exactly the courses whose every lesson is done, each once with a certificate issued when it was', async () => {
    const { enrolled, progress, certs } = await demoRows();
    const done = new Set(progress.filter((p) => p.completedAt).map((p) => p.itemId));
    for (const enrolment of enrolled) {
      const own = lessons.filter((l) => l.courseId === enrolment.courseId);
      const allDone = own.every((l) => done.has(l.id));
      const cert = certs.find((c) => c.courseId === enrolment.courseId);
      expect(enrolment.completedAt !== null).toBe(allDone);
      expect(cert !== undefined).toBe(allDone);
      if (allDone) {
        const last = Math.max(...progress.filter((p) => own.some((l) => l.id === p.itemId)).map((p) => p.completedAt!.getTime()));
        expect(enrolment.completedAt!.getTime()).toBeGreaterThanOrEqual(last);
        expect(cert!.issuedAt.getTime()).toBe(enrolment.completedAt!.getTime());
        expect(cert!.learnerName).toBe(DEMO.fullName);
        expect(cert!.code).toMatch(/^LP-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      } else {
        // Where they stopped is a lesson of the course they have not finished.
        const last = own.find((l) => l.id === enrolment.lastItemId);
        expect(last).toBeDefined();
        expect(done.has(last!.id)).toBe(false);
      }
    }
    expect(certs).toHaveLength(enrolled.filter((e) => e.completedAt).length);
  });

  it('earned points exactly for what they completed and passed', async () => {
    const { progress, awards, attempts } = await demoRows();
    const itemAwards = awards.filter((a) => a.reason === 'moduleItem');
    const completed = progress.filter((p) => p.completedAt);
    expect(itemAwards.map((a) => a.objectId).sort()).toEqual(completed.map((p) => p.itemId).sort());
    for (const award of itemAwards) {
      expect(award.points).toBe(POINTS.moduleItem);
      const row = completed.find((p) => p.itemId === award.objectId)!;
      expect(award.awardedAt.getTime()).toBe(row.completedAt!.getTime());
    }
    const passed = attempts.filter((a) => a.passed);
    expect(passed.length).toBeGreaterThan(0);
    expect(attempts.some((a) => a.passed === false)).toBe(true);
    expect(
      awards
        .filter((a) => a.reason === 'quizPassed')
        .map((a) => a.objectId)
        .sort(),
    ).toEqual([...new Set(passed.map((a) => a.quizId))].sort());
    for (const attempt of attempts) {
      expect(attempt.submittedAt).not.toBeNull();
      expect(attempt.percent).toBe(Math.floor((attempt.correctCount! * 100) / attempt.questionCount));
    }
  });

  it('sees the same through the API: courses with progress and where to resume, a partly watched clip, the streak', async () => {
    const cookie = await t.signIn(DEMO.email, DEMO.password);
    const { enrolled, progress, awards } = await demoRows();

    const inProgress = await t.get('/api/accounts/courses?type=in-progress', { cookie });
    const completed = await t.get('/api/accounts/courses?type=completed', { cookie });
    expect(inProgress.status).toBe(200);
    expect(inProgress.body.data.count + completed.body.data.count).toBe(enrolled.length);
    expect(completed.body.data.count).toBeGreaterThanOrEqual(1);
    expect(completed.body.data.results[0].certificateCode).toMatch(/^LP-/);
    for (const mine of [...inProgress.body.data.results, ...completed.body.data.results]) {
      const own = lessons.filter((l) => l.courseId === mine.course.id);
      const doneHere = progress.filter((p) => p.completedAt && own.some((l) => l.id === p.itemId)).length;
      expect(mine.progress).toMatchObject({ completedItems: doneHere, totalItems: own.length });
      const context = await t.get(`/api/core/courses/${mine.course.id}/context`, { cookie });
      expect(context.status).toBe(200);
      const enrolment = enrolled.find((e) => e.courseId === mine.course.id)!;
      if (enrolment.completedAt) {
        expect(mine.resumeItem).toBeNull();
      } else {
        expect(mine.resumeItem.id).toBe(enrolment.lastItemId);
        expect(context.body.data.resumeItemId).toBe(enrolment.lastItemId);
        // Every lesson they would open next loads, with its content.
        const item = await t.get(`/api/core/courses/module-item/${enrolment.lastItemId}`, { cookie });
        expect(item.status).toBe(200);
        expect(item.body.data.content.body.length).toBeGreaterThan(0);
      }
    }

    // "A partly watched captioned video lesson" (README): the resume point of a course, a clip, mid-way.
    const watched = progress.filter((p) => p.positionSeconds > 0 && !p.completedAt);
    expect(watched.length).toBeGreaterThanOrEqual(1);
    for (const row of watched) {
      const item = await t.get(`/api/core/courses/module-item/${row.itemId}`, { cookie });
      expect(item.body.data.kind).toBe('video');
      // The data course is the first institute's, authored in the studio: its clip plays as studio media.
      expect(item.body.data.content.videoUrl).toMatch(/^\/api\/signed-media\/studio-video\/[^?]+\/360p\.mp4\?expires=/);
      expect(item.body.data.content.renditions.map((r: { label: string }) => r.label)).toEqual(['360p']);
      expect(item.body.data.content.captionsUrl).toMatch(/^\/api\/signed-media\/studio-captions\/[^?]+\.vtt\?expires=/);
      expect(item.body.data.progress.positionSeconds).toBe(row.positionSeconds);
      expect(enrolled.some((e) => e.lastItemId === row.itemId)).toBe(true);
    }

    // "A six-day streak" (README), and the points total is the ledger's.
    const streak = await t.get('/api/accounts/streak', { cookie });
    expect(streak.status).toBe(200);
    expect(streak.body.data.currentStreak).toBe(6);
    expect(streak.body.data.longestStreak).toBeGreaterThanOrEqual(6);
    expect(streak.body.data.totalPoints).toBe(awards.reduce((sum, a) => sum + a.points, 0));
    expect(streak.body.data.streakDates).toContain(streak.body.data.today);
  });

  it('leaves the other demo accounts without learning history', async () => {
    const others = await t.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.email, [DEMO_ACCOUNTS[1].email, DEMO_ACCOUNTS[2].email]));
    expect(others).toHaveLength(2);
    const ids = others.map((u) => u.id);
    expect(await t.db.select().from(enrolments).where(inArray(enrolments.userId, ids))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(itemProgress)
        .where(and(inArray(itemProgress.userId, ids))),
    ).toEqual([]);
  });

  it("dates today's seeded lessons on the learner's today, even just after midnight in India", () => {
    const indianDay = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    const justAfterMidnight = new Date('2026-11-24T18:47:00Z'); // 00:17 on 25 November in India
    expect(indianDay(earlierOnDay(justAfterMidnight, 0))).toBe('2026-11-25');
    expect(indianDay(earlierOnDay(justAfterMidnight, 5))).toBe('2026-11-20');
    expect(earlierOnDay(justAfterMidnight, 0).getTime()).toBeLessThan(justAfterMidnight.getTime());
    const midday = new Date('2026-11-24T06:30:00Z');
    expect(midday.getTime() - earlierOnDay(midday, 0).getTime()).toBe(2 * 3_600_000);
  });
});
