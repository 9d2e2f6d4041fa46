import type { QuizCard } from '@lp/contract/learning';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { quizzes } from '../db/schema/quizzes.ts';
import { streams } from '../db/schema/taxonomy.ts';

/** The quiz card's columns (never a question or an answer). */
export const quizCardColumns = {
  id: quizzes.id,
  slug: quizzes.slug,
  title: quizzes.title,
  summary: quizzes.summary,
  level: quizzes.level,
  stream: { id: streams.id, name: streams.name, slug: streams.slug },
  questionCount: quizzes.questionCount,
  timeLimitSeconds: quizzes.timeLimitSeconds,
  passPercent: quizzes.passPercent,
  maxAttempts: quizzes.maxAttempts,
  featured: quizzes.featured,
  isPremium: quizzes.isPremium,
};

export function quizCardsQuery(db: Database, where: SQL | undefined) {
  return db.select(quizCardColumns).from(quizzes).leftJoin(streams, eq(streams.id, quizzes.streamId)).where(where).$dynamic();
}

/** Cards for these ids, in the order of `ids`. */
export async function quizCardsByIds(db: Database, ids: number[]): Promise<QuizCard[]> {
  if (ids.length === 0) return [];
  const rows = await quizCardsQuery(db, inArray(quizzes.id, ids)).orderBy(asc(quizzes.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
