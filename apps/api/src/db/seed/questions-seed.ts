import { POINTS } from '@lp/contract/constants';
import { inArray, sql } from 'drizzle-orm';
import { noticeOf, wordNotice } from '../../platform/notice-texts.ts';
import type { Database } from '../client.ts';
import { insertInChunks } from '../insert-in-chunks.ts';
import { users } from '../schema/accounts.ts';
import { notifications, pointAwards } from '../schema/platform.ts';
import { answers, answerVotes, questions, questionTags, questionVotes } from '../schema/questions.ts';
import { tags } from '../schema/taxonomy.ts';
import { createRandom } from './catalogue-seed.ts';
import { LANGUAGES, type SeedQuestion, TASKS, WRITTEN } from './questions-data.ts';

const HOUR_MS = 3_600_000;

/**
 * The same task is asked three ways (how to, my attempt fails, it is too slow), and each asker
 * says it in their own words: the closing lines rotate so that neighbours never end alike.
 */
const PHRASINGS = [
  (task: string, lang: string) => `How do I ${task} in ${lang}?`,
  (task: string, lang: string) => `My ${lang} code to ${task} misses edge cases`,
  (task: string, lang: string) => `${lang}: fastest way to ${task} on a big input?`,
];

type Lang = (typeof LANGUAGES)[number];

const HOW_TO_ENDINGS = [
  (lang: Lang) => `I am using **${lang.name}**. What is the right way to do this, and what should I watch out for?`,
  (lang: Lang) => `I know the basics of ${lang.name} but I have not done this before. Where should I start?`,
  (lang: Lang) => `Is there something built into ${lang.name} for this, or do I write it myself?`,
  (lang: Lang) => `Our lab exam next week may ask this in ${lang.name}. How would you write it?`,
  (lang: Lang) => `A senior said there is a one-liner for this in ${lang.name}. Is that true, and is it readable?`,
];

const ATTEMPT_ENDINGS = [
  (lang: Lang) =>
    `Here is what I have in ${lang.name}. It works on the sample but fails two hidden test cases:\n\n\`\`\`${lang.fence}\n// my attempt: passes the sample, fails on an empty input and on repeats\n\`\`\``,
  (lang: Lang) =>
    `My ${lang.name} version gives the wrong answer when the input is empty. What am I missing?\n\n\`\`\`${lang.fence}\n// works for the happy path only\n\`\`\``,
  (lang: Lang) =>
    `I wrote it with two nested loops in ${lang.name} and the output is right, but my mentor says it is wrong for duplicates. Why?`,
];

const SPEED_ENDINGS = [
  (lang: Lang) => `With 10 lakh rows my ${lang.name} script takes minutes. What is the efficient approach?`,
  (lang: Lang) =>
    `It is fine for 100 items but times out on the judge for 10^6. Which data structure should I use in ${lang.name}?`,
  (lang: Lang) =>
    `Memory is the problem, not time: my laptop has 8 GB. How do I do this in ${lang.name} without loading everything?`,
];

const ENDINGS = [HOW_TO_ENDINGS, ATTEMPT_ENDINGS, SPEED_ENDINGS];

/** Every demo question: each programming task in each language and phrasing, then the written ones. */
export function seedQuestionList(): SeedQuestion[] {
  const list: SeedQuestion[] = [];
  for (const [p, phrase] of PHRASINGS.entries()) {
    for (const [t, task] of TASKS.entries()) {
      for (const [l, lang] of LANGUAGES.entries()) {
        const endings = ENDINGS[p]!;
        list.push({
          title: phrase(task.task, lang.name),
          body: `${task.context}\n\n${endings[(t * LANGUAGES.length + l) % endings.length]!(lang)}`,
          tags: [lang.tag],
          answers: task.answers.map((a) => a.replaceAll('{lang}', lang.name)),
        });
      }
    }
  }
  return [...list, ...WRITTEN];
}

/**
 * 200+ questions with answers, upvotes and accepted answers from the demo learners, spread over
 * the last 120 days (relative to now, so the community looks alive and trending means something),
 * plus the demo learner's notifications about their own questions. Plain bulk inserts: fast.
 */
export async function seedQuestions(db: Database): Promise<{ questions: number }> {
  const random = createRandom(9);
  const people = await db
    .select({ id: users.id, email: users.email, name: users.fullName })
    .from(users)
    .where(sql`${users.email} like 'learner%@learnly.in' or ${users.email} = 'demo@learnly.in'`)
    .orderBy(users.id);
  if (people.length < 4) return { questions: 0 };
  const demo = people.find((p) => p.email === 'demo@learnly.in');
  const tagRows = await db.select({ id: tags.id, slug: tags.slug }).from(tags);
  const tagIds = new Map<string, number>();
  for (const row of tagRows) if (!tagIds.has(row.slug)) tagIds.set(row.slug, row.id);

  const now = Date.now();
  const list = seedQuestionList();
  const plans = list.map((q, index) => {
    // The demo learner asks a handful, so their account and bell have something in them.
    const asker = demo && index % 40 === 7 ? demo : random.pick(people);
    const createdAt = new Date(now - random.int(1, 120 * 24) * HOUR_MS);
    const answerCount = random.chance(0.15) ? 0 : Math.min(q.answers.length + 1, random.int(1, 3));
    return { q, asker, createdAt, answerCount, featured: random.chance(0.05) };
  });

  const inserted = await db
    .insert(questions)
    .values(
      plans.map((p) => ({
        userId: p.asker.id,
        title: p.q.title,
        body: p.q.body,
        featured: p.featured,
        createdAt: p.createdAt,
        updatedAt: p.createdAt,
        lastActivityAt: p.createdAt,
      })),
    )
    .returning({ id: questions.id });

  const tagValues: { questionId: number; tagId: number }[] = [];
  const answerValues: (typeof answers.$inferInsert)[] = [];
  const qVoteValues: { questionId: number; userId: number }[] = [];
  for (const [i, plan] of plans.entries()) {
    const questionId = inserted[i]?.id;
    if (!questionId) continue;
    for (const slug of new Set(plan.q.tags)) {
      const tagId = tagIds.get(slug);
      if (tagId) tagValues.push({ questionId, tagId });
    }
    const others = people.filter((p) => p.id !== plan.asker.id);
    const answerers = random.sample(others, plan.answerCount);
    for (const [a, answerer] of answerers.entries()) {
      const body =
        plan.q.answers[a] ??
        'Same experience here. What helped me most was doing it step by step on a small example first, then on the real data.';
      const at = new Date(Math.min(now - 60_000, plan.createdAt.getTime() + random.int(1, 72) * HOUR_MS));
      answerValues.push({ questionId, userId: answerer.id, body, createdAt: at, updatedAt: at });
    }
    for (const voter of random.sample(others, random.int(0, 12))) qVoteValues.push({ questionId, userId: voter.id });
  }
  await insertInChunks(tagValues, 1000, (chunk) => db.insert(questionTags).values(chunk));
  await insertInChunks(qVoteValues, 1000, (chunk) => db.insert(questionVotes).values(chunk));
  // Every seeded answer has its author (user_id goes null only when an account is deleted).
  const answerRows: { id: number; questionId: number; userId: number; createdAt: Date }[] = [];
  await insertInChunks(answerValues, 500, async (chunk) => {
    answerRows.push(
      ...(await db
        .insert(answers)
        .values(chunk)
        .returning({
          id: answers.id,
          questionId: answers.questionId,
          userId: sql<number>`${answers.userId}`,
          createdAt: answers.createdAt,
        })),
    );
  });
  const aVoteValues: { answerId: number; userId: number }[] = [];
  for (const answer of answerRows) {
    const voters = random.sample(
      people.filter((p) => p.id !== answer.userId),
      random.int(0, 9),
    );
    for (const voter of voters) aVoteValues.push({ answerId: answer.id, userId: voter.id });
  }
  await insertInChunks(aVoteValues, 1000, (chunk) => db.insert(answerVotes).values(chunk));

  // Accept the first answer of about half the answered questions (not one the asker wrote).
  const firstAnswer = new Map<number, (typeof answerRows)[number]>();
  for (const answer of answerRows) if (!firstAnswer.has(answer.questionId)) firstAnswer.set(answer.questionId, answer);
  const acceptedIds = [...firstAnswer.values()].filter(() => random.chance(0.55)).map((a) => a.id);
  await insertInChunks(acceptedIds, 1000, (chunk) =>
    db.update(answers).set({ accepted: true }).where(inArray(answers.id, chunk)),
  );
  await insertInChunks(
    [...firstAnswer.values()].filter((a) => acceptedIds.includes(a.id)),
    1000,
    async (chunk) => {
      await db.insert(pointAwards).values(
        chunk.map((a) => ({
          userId: a.userId,
          reason: 'acceptedAnswer',
          objectType: 'answer',
          objectId: a.id,
          points: POINTS.acceptedAnswer,
          awardedAt: a.createdAt,
        })),
      );
    },
  );

  // Counters and activity from the rows, in three statements.
  await db.execute(sql`update ${answers} a set score = (select count(*) from ${answerVotes} v where v.answer_id = a.id)`);
  await db.execute(sql`update ${questions} q set
    score = (select count(*) from ${questionVotes} v where v.question_id = q.id),
    answer_count = (select count(*) from ${answers} a where a.question_id = q.id),
    accepted_answer_id = (select a.id from ${answers} a where a.question_id = q.id and a.accepted limit 1),
    last_activity_at = greatest(q.created_at, coalesce((select max(a.created_at) from ${answers} a where a.question_id = q.id), q.created_at))`);

  // The demo learner's bell: answers to their questions, newest unread.
  if (demo) {
    const names = new Map(people.map((p) => [p.id, p.name]));
    const demoQuestions = new Map(
      plans.flatMap((p, i) => (p.asker.id === demo.id && inserted[i] ? [[inserted[i].id, p.q.title]] : [])),
    );
    const rows = answerRows
      .filter((a) => demoQuestions.has(a.questionId))
      .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime());
    if (rows.length > 0) {
      await db.insert(notifications).values(
        rows.map((a, i) => {
          const message = noticeOf('answer.posted', {
            name: names.get(a.userId) ?? null,
            question: demoQuestions.get(a.questionId) ?? '',
          });
          return {
            userId: demo.id,
            type: 'community' as const,
            key: `answer.posted:${a.id}`,
            ...wordNotice(message, 'en'),
            message,
            link: `/questions/${a.questionId}#answer-${a.id}`,
            createdAt: a.createdAt,
            readAt: i < rows.length - 3 ? a.createdAt : null,
          };
        }),
      );
    }
  }
  return { questions: inserted.length };
}
