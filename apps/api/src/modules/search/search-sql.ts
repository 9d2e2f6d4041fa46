import { DELETED_USER_NAME } from '@lp/contract/constants';
import { INTERVIEW_CATEGORY_LABELS } from '@lp/contract/interview-labels';
import type { SearchableModel } from '@lp/contract/search-models';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/courses.ts';
import { fixmeProblems } from '../../db/schema/fixme.ts';
import { institutes } from '../../db/schema/institutes.ts';
import { interviews } from '../../db/schema/interviews.ts';
import { companies, jobs } from '../../db/schema/jobs.ts';
import { posts } from '../../db/schema/posts.ts';
import { questions } from '../../db/schema/questions.ts';
import { quizzes } from '../../db/schema/quizzes.ts';
import { roadmaps } from '../../db/schema/roadmaps.ts';
import { slideDecks } from '../../db/schema/slides.ts';
import { cities, streams } from '../../db/schema/taxonomy.ts';
import { visibleTo } from '../../shared/hidden-content.ts';

/** Suggestions while typing: word similarity (a word's beginning counts), "py" → "Python" is 0.67. */
export const PREFIX_SIMILARITY = 0.5;

type Searchable = { id: AnyPgColumn; slug: AnyPgColumn | SQL; title: AnyPgColumn; search: AnyPgColumn };

/** Questions and posts have no slug: their pages are addressed by id. */
const idAsSlug = (id: AnyPgColumn) => sql<string>`${id}::text`;

/** `title` is what typos and the type-ahead are matched against (a post's text: posts have no title). */
export const TABLES = {
  course: { table: courses, columns: { id: courses.id, slug: courses.slug, title: courses.title, search: courses.search } },
  institute: {
    table: institutes,
    columns: { id: institutes.id, slug: institutes.slug, title: institutes.name, search: institutes.search },
  },
  job: { table: jobs, columns: { id: jobs.id, slug: jobs.slug, title: jobs.title, search: jobs.search } },
  roadmap: { table: roadmaps, columns: { id: roadmaps.id, slug: roadmaps.slug, title: roadmaps.title, search: roadmaps.search } },
  quiz: { table: quizzes, columns: { id: quizzes.id, slug: quizzes.slug, title: quizzes.title, search: quizzes.search } },
  slide: {
    table: slideDecks,
    columns: { id: slideDecks.id, slug: slideDecks.slug, title: slideDecks.title, search: slideDecks.search },
  },
  fixme: {
    table: fixmeProblems,
    columns: { id: fixmeProblems.id, slug: fixmeProblems.slug, title: fixmeProblems.title, search: fixmeProblems.search },
  },
  interview: {
    table: interviews,
    columns: { id: interviews.id, slug: interviews.slug, title: interviews.title, search: interviews.search },
  },
  question: {
    table: questions,
    columns: { id: questions.id, slug: idAsSlug(questions.id), title: questions.title, search: questions.search },
  },
  post: { table: posts, columns: { id: posts.id, slug: idAsSlug(posts.id), title: posts.text, search: posts.search } },
} satisfies Record<SearchableModel, { table: unknown; columns: Searchable }>;

/**
 * Questions and posts hidden by moderators are never found (issue 30); jobs only while published
 * (drafts and closed jobs are not, issue 32); nor the studio's draft quizzes and decks (issue 31).
 */
export const VISIBLE: Partial<Record<SearchableModel, SQL>> = {
  question: visibleTo(questions, null),
  post: visibleTo(posts, null),
  job: sql`${jobs.status} = 'published'`,
  quiz: sql`${quizzes.publishedAt} is not null`,
  slide: sql`${slideDecks.publishedAt} is not null`,
};

/** `case <column> when <value> then <label> … end`: a contract label map in SQL. */
export function labelOf(column: SQL, labels: Record<string, string>): SQL<string> {
  const whens = Object.entries(labels).map(([value, label]) => sql`when ${value} then ${label}`);
  return sql<string>`(case ${column} ${sql.join(whens, sql` `)} else '' end)`;
}

/** The name of the row of `table` whose id is `key`: a suggestion's subtitle, read for the few best rows only. */
const nameIn =
  (table: typeof institutes | typeof cities | typeof companies | typeof streams, name: AnyPgColumn) =>
  (key: SQL): SQL<string> =>
    sql<string>`coalesce((select ${name} from ${table} where ${table.id} = ${key}), '')`;

/** The name of the user `key`, or "Deleted user" for a question or post whose author's account is gone (ADR 0012). */
const authorNameOf = (key: SQL): SQL<string> =>
  sql<string>`coalesce((select ${users.fullName} from ${users} where ${users.id} = ${key}), ${DELETED_USER_NAME})`;

/**
 * What a suggestion's subtitle names: a course's institute, an institute's city, a job's company,
 * the stream of a roadmap, quiz or slide deck, a problem's topic, an interview's kind, a
 * question's asker. `key` is carried from the candidates; `of` turns it into the text.
 */
export const SUBTITLES = {
  course: { key: courses.instituteId, of: nameIn(institutes, institutes.name) },
  institute: { key: institutes.cityId, of: nameIn(cities, cities.name) },
  job: { key: jobs.companyId, of: nameIn(companies, companies.name) },
  roadmap: { key: roadmaps.streamId, of: nameIn(streams, streams.name) },
  quiz: { key: quizzes.streamId, of: nameIn(streams, streams.name) },
  slide: { key: slideDecks.streamId, of: nameIn(streams, streams.name) },
  fixme: { key: fixmeProblems.topicName, of: (key: SQL) => sql<string>`${key}` },
  interview: { key: interviews.category, of: (key: SQL) => labelOf(key, INTERVIEW_CATEGORY_LABELS) },
  question: { key: questions.userId, of: (key: SQL) => authorNameOf(key) },
  post: { key: posts.userId, of: (key: SQL) => authorNameOf(key) },
} satisfies Record<SearchableModel, { key: AnyPgColumn; of: (key: SQL) => SQL<string> }>;
