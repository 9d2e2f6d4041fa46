import type { QuestionCard } from '@lp/contract/questions';
import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { questions, questionTags } from '../../db/schema/questions.ts';
import { tags } from '../../db/schema/taxonomy.ts';
import { authorOf } from '../../shared/community.ts';
import { hiddenNoticeOf } from '../../shared/hidden-content.ts';

/** A question as a card in a list: columns, row and contract shape, the plain excerpt, trending. */
const EXCERPT_CHARS = 240;

/** Tags of a question as a JSON array, in name order. */
export const tagsJson = sql<{ id: number; name: string; slug: string }[]>`coalesce((
  select json_agg(json_build_object('id', t.id, 'name', t.name, 'slug', t.slug) order by t.name)
  from ${questionTags} qt join ${tags} t on t.id = qt.tag_id
  where qt.question_id = ${questions.id}), '[]'::json)`;

export const cardColumns = {
  id: questions.id,
  userId: questions.userId,
  title: questions.title,
  excerpt: sql<string>`left(${questions.body}, ${EXCERPT_CHARS})`,
  score: questions.score,
  answerCount: questions.answerCount,
  acceptedAnswerId: questions.acceptedAnswerId,
  featured: questions.featured,
  createdAt: questions.createdAt,
  lastActivityAt: questions.lastActivityAt,
  authorName: users.fullName,
  tags: tagsJson,
  hiddenAt: questions.hiddenAt,
  hiddenReason: questions.hiddenReason,
};

export type CardRow = {
  id: number;
  userId: number | null;
  title: string;
  excerpt: string;
  score: number;
  answerCount: number;
  acceptedAnswerId: number | null;
  featured: boolean;
  createdAt: Date;
  lastActivityAt: Date;
  authorName: string | null;
  tags: { id: number; name: string; slug: string }[];
  hiddenAt: Date | null;
  hiddenReason: string | null;
};

/** The excerpt is plain text: Markdown marks dropped, whitespace folded. */
function plainExcerpt(text: string): string {
  const plain = text
    .replace(/```[\s\S]*?(```|$)/g, ' ')
    .replace(/[`*_~]+/g, '')
    .replace(/[>#[\]()!]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length >= EXCERPT_CHARS - 1 ? `${plain.slice(0, EXCERPT_CHARS - 20).trimEnd()}…` : plain;
}

export const toCard = (row: CardRow): QuestionCard => ({
  id: row.id,
  title: row.title,
  excerpt: plainExcerpt(row.excerpt),
  score: row.score,
  answerCount: row.answerCount,
  accepted: row.acceptedAnswerId !== null,
  featured: row.featured,
  tags: row.tags,
  author: authorOf(row.userId, row.authorName),
  createdAt: new Date(row.createdAt).toISOString(),
  lastActivityAt: new Date(row.lastActivityAt).toISOString(),
  ...hiddenNoticeOf(row),
});

/** Trending: recent activity weighted by votes and answers, decaying with the hours since. */
export const trendingScore = sql`(${questions.score} + 2 * ${questions.answerCount} + 1) / power(extract(epoch from (now() - ${questions.lastActivityAt})) / 3600 + 2, 1.5)`;
export const TRENDING_WINDOW = sql`now() - interval '30 days'`;
