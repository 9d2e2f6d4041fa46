import { DEFAULT_TIME_ZONE, POINTS } from '@lp/contract/constants';
import { readingMinutes, videoMinutes } from '@lp/contract/studio';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { newCertificateCode } from '../../shared/certificate-code.ts';
import type { Database } from '../client.ts';
import { insertInChunks } from '../insert-in-chunks.ts';
import { users } from '../schema/accounts.ts';
import { courseModules, courses, moduleItems } from '../schema/courses.ts';
import { institutes } from '../schema/institutes.ts';
import { certificates, enrolments, itemContents, itemProgress } from '../schema/learning.ts';
import { pointAwards } from '../schema/platform.ts';
import { quizAttempts, quizQuestions, quizzes } from '../schema/quizzes.ts';
import { streams } from '../schema/taxonomy.ts';
import { ARTICLES } from './learning-articles.ts';
import { clipSeconds, LESSON_CLIPS, LESSON_QUIZZES, type LessonPlace, lessonGuide } from './lesson-content.ts';
import { QUIZZES } from './quiz-data.ts';
import { slugify } from './taxonomy-data.ts';

const DAY_MS = 86_400_000;

/** How long ago the day began at `at` in `timeZone`. */
export function msSinceMidnight(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000 + at.getMilliseconds();
}

/** How far before `now` the seeded day's activity lies: up to two hours, but never before the day began. */
function dayLead(now: Date, timeZone = DEFAULT_TIME_ZONE): number {
  return Math.min(2 * 3_600_000, msSinceMidnight(now, timeZone) / 2);
}

/**
 * A moment `daysAgo` days before `now`, a little earlier in the day, on the same calendar day in
 * the learner's time zone (India keeps no daylight saving): seeded just after midnight, "today's"
 * lessons still fall on today and the streak includes it.
 */
export function earlierOnDay(now: Date, daysAgo: number, timeZone = DEFAULT_TIME_ZONE): Date {
  return new Date(now.getTime() - daysAgo * DAY_MS - dayLead(now, timeZone));
}

type ItemRow = LessonPlace & { id: number; courseId: number };

/**
 * A lesson's length says what it is: a video's is its clip's probed length, an article's the time
 * its text takes to read. Only a video with a clip stays a video; a lesson labelled "Video" with
 * nothing to play becomes an article (grouped updates: a handful of statements, not one per row).
 */
async function labelLengths(
  db: Database,
  rows: ItemRow[],
  contents: { itemId: number; body: string; videoUrl: string | null; videoSeconds: number | null }[],
): Promise<void> {
  const groups = new Map<string, number[]>();
  for (const [i, item] of rows.entries()) {
    const content = contents[i]!;
    let kind = item.kind;
    let minutes: number | null = null;
    if (kind === 'video' && content.videoSeconds) minutes = videoMinutes(content.videoSeconds);
    else if (kind === 'video' || kind === 'article') {
      kind = 'article';
      minutes = readingMinutes(content.body);
    }
    if (minutes === null) continue;
    item.kind = kind;
    const key = `${kind}:${minutes}`;
    groups.set(key, [...(groups.get(key) ?? []), item.id]);
  }
  for (const [key, ids] of groups) {
    const [kind, minutes] = key.split(':') as ['video' | 'article', string];
    await insertInChunks(ids, 1000, (chunk) =>
      db
        .update(moduleItems)
        .set({ kind, durationMinutes: Number(minutes) })
        .where(inArray(moduleItems.id, chunk)),
    );
  }
}

/** The quizzes of quiz-data.ts with their questions; returns their ids by title. */
export async function seedQuizzes(db: Database, now: Date): Promise<Map<string, number>> {
  const streamRows = await db.select({ id: streams.id, slug: streams.slug }).from(streams);
  const streamId = new Map(streamRows.map((r) => [r.slug, r.id]));
  const rows = await db
    .insert(quizzes)
    .values(
      QUIZZES.map((quiz, i) => ({
        slug: slugify(quiz.title),
        title: quiz.title,
        summary: quiz.summary,
        streamId: streamId.get(quiz.stream) ?? null,
        level: quiz.level,
        timeLimitSeconds: quiz.minutes === null ? null : quiz.minutes * 60,
        passPercent: quiz.pass,
        maxAttempts: quiz.maxAttempts ?? null,
        questionCount: quiz.questions.length,
        featured: quiz.featured ?? false,
        isPremium: quiz.premium ?? false,
        publishedAt: new Date(now.getTime() - (i * 3 + 1) * DAY_MS),
      })),
    )
    .returning({ id: quizzes.id, title: quizzes.title });
  const idOf = new Map(rows.map((r) => [r.title, r.id]));
  await db.insert(quizQuestions).values(
    QUIZZES.flatMap((quiz) =>
      quiz.questions.map(([prompt, options, correct, explanation], i) => ({
        quizId: idOf.get(quiz.title)!,
        position: i + 1,
        prompt,
        kind: correct.length > 1 ? ('multiple' as const) : ('single' as const),
        options: options.map((text, o) => ({ id: o + 1, text })),
        correct,
        explanation,
      })),
    ),
  );
  return idOf;
}

/** Every live lesson with its place (course, module, institute), in the player's order. */
async function lessonRows(db: Database): Promise<ItemRow[]> {
  return db
    .select({
      id: moduleItems.id,
      title: moduleItems.title,
      kind: moduleItems.kind,
      moduleTitle: courseModules.title,
      courseId: courses.id,
      courseTitle: courses.title,
      summary: courses.summary,
      institute: institutes.name,
    })
    .from(moduleItems)
    .innerJoin(courseModules, eq(courseModules.id, moduleItems.moduleId))
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .innerJoin(institutes, eq(institutes.id, courses.instituteId))
    .orderBy(asc(courses.id), asc(courseModules.position), asc(moduleItems.position));
}

/**
 * The quizzes, and the content of every lesson the catalogue wrote (a written article where there
 * is one, a reading guide otherwise; the studio writes its own lessons' content when it
 * publishes). Returns the quizzes' ids by title.
 */
export async function seedLessonContents(db: Database, now = new Date()): Promise<Map<string, number>> {
  const quizIds = await seedQuizzes(db, now);
  const rows = await lessonRows(db);
  const seconds = await clipSeconds();
  const contents = rows.map((item) => {
    const clip = item.kind === 'video' ? LESSON_CLIPS[item.title] : undefined;
    return {
      itemId: item.id,
      body: ARTICLES[item.title] ?? lessonGuide(item),
      videoUrl: clip?.videoUrl ?? null,
      videoSeconds: clip ? (seconds.get(clip.videoUrl) ?? null) : null,
      captionsUrl: clip?.captionsUrl ?? null,
      quizId: quizIds.get(LESSON_QUIZZES[item.title] ?? '') ?? null,
    };
  });
  await insertInChunks(contents, 500, (chunk) => db.insert(itemContents).values(chunk));
  await labelLengths(db, rows, contents);
  return quizIds;
}

/** seedLessonContents, then the demo learner's learning, for a catalogue without studio courses. */
export async function seedLearning(db: Database, options: { demoEmail: string; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  const quizIds = await seedLessonContents(db, now);
  await seedLearnerProgress(db, { ...options, now, quizIds });
}

/**
 * The demo learner's enrolments, progress, points on recent days, a certificate and quiz history,
 * in courses of any origin (the catalogue's or the studio's): runs once every lesson is live.
 */
export async function seedLearnerProgress(
  db: Database,
  options: { demoEmail: string; now: Date; quizIds: Map<string, number> },
): Promise<void> {
  const { now, quizIds } = options;
  const rows = await lessonRows(db);
  const [demo] = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(eq(users.email, options.demoEmail));
  if (!demo) return;

  const itemsOf = (courseId: number) => rows.filter((r) => r.courseId === courseId);
  const withWritten = (moduleTitle: string) => [
    ...new Set(rows.filter((r) => r.moduleTitle === moduleTitle).map((r) => r.courseId)),
  ];
  // The most popular web and data courses (they have the written lessons), and a short course finished.
  const popular = async (ids: number[]) => {
    if (ids.length === 0) return undefined;
    const [row] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(inArray(courses.id, ids))
      .orderBy(desc(courses.enrolmentCount), asc(courses.id))
      .limit(1);
    return row?.id;
  };
  const web = await popular(withWritten('The web platform'));
  const data = await popular(withWritten('Python for analysis'));
  const sqlCourse = await popular(withWritten('Relational thinking'));

  // The data course is only begun: its first lesson, a captioned clip, watched part of the way.
  type Plan = { courseId: number; done: number; openNext: boolean; daysAgo: number; watchedSeconds?: number };
  const plans: Plan[] = [];
  if (web) plans.push({ courseId: web, done: 5, openNext: true, daysAgo: 12 });
  if (data) plans.push({ courseId: data, done: 0, openNext: true, daysAgo: 2, watchedSeconds: 12 });
  if (sqlCourse) plans.push({ courseId: sqlCourse, done: Number.POSITIVE_INFINITY, openNext: false, daysAgo: 40 });

  // Completions are spread over recent days: the last six days in a row (a live streak), older ones with gaps.
  const dayOffsets = [0, 1, 2, 3, 4, 5, 8, 9, 12, 15, 16, 20, 24, 25, 27, 31, 33, 36, 38, 40, 45, 52, 60, 71, 90];
  let slot = 0;
  const progressRows: (typeof itemProgress.$inferInsert)[] = [];
  const awardRows: (typeof pointAwards.$inferInsert)[] = [];
  for (const plan of plans) {
    const items = itemsOf(plan.courseId);
    const doneItems = items.slice(0, Math.min(plan.done, items.length));
    const finished = doneItems.length === items.length;
    const lastItem = plan.openNext ? items[doneItems.length] : doneItems.at(-1);
    // After the day's lessons and before now, the first plan's most recently.
    const lastActivityAt = new Date(now.getTime() - (dayLead(now) * (plans.indexOf(plan) + 1)) / (plans.length + 1));
    let finishedAt: Date | null = null;
    for (const item of doneItems) {
      const at = earlierOnDay(now, dayOffsets[slot++ % dayOffsets.length] ?? 0);
      if (!finishedAt || at > finishedAt) finishedAt = at;
      progressRows.push({ userId: demo.id, itemId: item.id, startedAt: at, completedAt: at });
      awardRows.push({
        userId: demo.id,
        reason: 'moduleItem',
        objectType: 'module_item',
        objectId: item.id,
        points: POINTS.moduleItem,
        awardedAt: at,
      });
    }
    await db.insert(enrolments).values({
      userId: demo.id,
      courseId: plan.courseId,
      createdAt: new Date(now.getTime() - plan.daysAgo * DAY_MS),
      lastItemId: lastItem?.id ?? null,
      lastActivityAt,
      // A course is finished when its last lesson is, not before.
      completedAt: finished ? finishedAt : null,
    });
    // The lesson the learner stopped at was opened at their last activity; only a video keeps a position.
    if (plan.openNext && lastItem) {
      progressRows.push({
        userId: demo.id,
        itemId: lastItem.id,
        startedAt: lastActivityAt,
        positionSeconds: lastItem.kind === 'video' ? (plan.watchedSeconds ?? 4) : 0,
      });
    }
    if (finished && finishedAt) {
      await db.insert(certificates).values({
        code: newCertificateCode(),
        userId: demo.id,
        courseId: plan.courseId,
        learnerName: demo.fullName,
        issuedAt: finishedAt,
      });
    }
  }
  await insertInChunks(progressRows, 500, (chunk) => db.insert(itemProgress).values(chunk));
  await insertInChunks(awardRows, 500, (chunk) => db.insert(pointAwards).values(chunk));

  // Quiz history: a pass (with its points, on a streak day) and a fail.
  const quizHistory: [title: string, wrong: number, daysAgo: number][] = [
    ['JavaScript Fundamentals', 1, 1],
    ['SQL Queries and Joins', 3, 9],
  ];
  for (const [title, wrong, daysAgo] of quizHistory) {
    const quiz = QUIZZES.find((q) => q.title === title);
    const quizId = quizIds.get(title);
    if (!quiz || !quizId) continue;
    const questions = await db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, quizId))
      .orderBy(asc(quizQuestions.position));
    const answers = Object.fromEntries(
      questions.map((q, i) => [String(q.id), i < wrong ? [q.correct[0] === 1 ? 2 : 1] : q.correct]),
    );
    const correct = questions.length - wrong;
    const percent = Math.floor((correct * 100) / questions.length);
    const startedAt = new Date(earlierOnDay(now, daysAgo).getTime() - 600_000);
    await db.insert(quizAttempts).values({
      quizId,
      userId: demo.id,
      startedAt,
      deadlineAt: quiz.minutes === null ? null : new Date(startedAt.getTime() + quiz.minutes * 60_000),
      submittedAt: new Date(startedAt.getTime() + 150_000),
      answers,
      correctCount: correct,
      questionCount: questions.length,
      percent,
      passed: percent >= quiz.pass,
    });
    if (percent >= quiz.pass) {
      await db.insert(pointAwards).values({
        userId: demo.id,
        reason: 'quizPassed',
        objectType: 'quiz',
        objectId: quizId,
        points: POINTS.quizPassed,
        awardedAt: new Date(startedAt.getTime() + 150_000),
      });
    }
  }
}
