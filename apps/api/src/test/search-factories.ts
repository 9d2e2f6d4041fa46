import { extractHashtags } from '@lp/contract/format';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { fixmeProblems } from '../db/schema/fixme.ts';
import { interviewQuestions, interviews } from '../db/schema/interviews.ts';
import { postHashtags, posts } from '../db/schema/posts.ts';
import { questions, questionTags } from '../db/schema/questions.ts';
import { slideDecks } from '../db/schema/slides.ts';
import { streams, tags } from '../db/schema/taxonomy.ts';

/**
 * Rows of the searchable models that are not in the catalogue, written straight to the tables
 * (search reads them; the modules' own tests cover how they are made through the API).
 */

let sequence = 0;
const next = () => ++sequence;
const slugOf = (title: string) => `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${next()}`;

export async function insertQuestion(
  db: Database,
  values: { userId: number; title: string; body?: string; tagIds?: number[]; score?: number },
) {
  const [question] = await db
    .insert(questions)
    .values({
      userId: values.userId,
      title: values.title,
      body: values.body ?? 'A question body long enough to read as one.',
      score: values.score ?? 0,
    })
    .returning();
  if (!question) throw new Error('question insert returned no row');
  if (values.tagIds?.length) {
    await db.insert(questionTags).values(values.tagIds.map((tagId) => ({ questionId: question.id, tagId })));
  }
  return question;
}

/** A post with the hashtags of its text, as the posts service stores them. */
export async function insertPost(db: Database, values: { userId: number; text: string; createdAt?: Date }) {
  const [post] = await db
    .insert(posts)
    .values({ userId: values.userId, text: values.text, ...(values.createdAt ? { createdAt: values.createdAt } : {}) })
    .returning();
  if (!post) throw new Error('post insert returned no row');
  const hashtags = extractHashtags(values.text);
  if (hashtags.length > 0) await db.insert(postHashtags).values(hashtags.map((tag) => ({ postId: post.id, tag })));
  return post;
}

/** A tag of the first stream. */
export async function insertTag(db: Database, name: string) {
  const [stream] = await db.select({ id: streams.id }).from(streams).limit(1);
  if (!stream) throw new Error('no stream: insert the taxonomy first');
  const [tag] = await db
    .insert(tags)
    .values({ streamId: stream.id, name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-') })
    .returning();
  if (!tag) throw new Error('tag insert returned no row');
  return tag;
}

export async function insertSlideDeck(
  db: Database,
  values: { title: string; summary?: string; streamSlug?: string; isPremium?: boolean },
) {
  const [stream] = values.streamSlug
    ? await db.select({ id: streams.id }).from(streams).where(eq(streams.slug, values.streamSlug))
    : [];
  const slides = [
    { title: 'One', body: 'The first slide.' },
    { title: 'Two', body: 'The second slide.' },
  ];
  const [deck] = await db
    .insert(slideDecks)
    .values({
      slug: slugOf(values.title),
      title: values.title,
      summary: values.summary ?? `A deck on ${values.title}.`,
      streamId: stream?.id ?? null,
      slides,
      slideCount: slides.length,
      isPremium: values.isPremium ?? false,
    })
    .returning();
  if (!deck) throw new Error('slide deck insert returned no row');
  return deck;
}

export async function insertFixmeProblem(
  db: Database,
  values: { title: string; summary?: string; topicName?: string; language?: 'javascript' | 'python'; isPremium?: boolean },
) {
  const topicName = values.topicName ?? 'Loops';
  const [problem] = await db
    .insert(fixmeProblems)
    .values({
      slug: slugOf(values.title),
      title: values.title,
      summary: values.summary ?? `Fix ${values.title}.`,
      description: 'The function gives a wrong answer for some inputs.',
      language: values.language ?? 'javascript',
      difficulty: 'easy',
      topicSlug: topicName.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      topicName,
      faultyCode: 'function f() { return 1; }',
      visibleTests: [{ name: 'one', expression: 'f()', expected: '2' }],
      hiddenTests: [{ name: 'two', expression: 'f()', expected: '2' }],
      isPremium: values.isPremium ?? false,
    })
    .returning();
  if (!problem) throw new Error('fix-me problem insert returned no row');
  return problem;
}

export async function insertInterview(
  db: Database,
  values: { title: string; summary?: string; category?: 'hr' | 'data' | 'software' | 'civil-services'; isPremium?: boolean },
) {
  const [interview] = await db
    .insert(interviews)
    .values({
      slug: slugOf(values.title),
      title: values.title,
      summary: values.summary ?? `Practise ${values.title}.`,
      description: 'Questions an interviewer asks.',
      category: values.category ?? 'software',
      level: 'beginner',
      isPremium: values.isPremium ?? false,
    })
    .returning();
  if (!interview) throw new Error('interview insert returned no row');
  await db.insert(interviewQuestions).values({
    interviewId: interview.id,
    position: 1,
    prompt: 'Tell me about yourself.',
    guidance: 'Be brief.',
    keyPoints: ['background'],
  });
  return interview;
}
