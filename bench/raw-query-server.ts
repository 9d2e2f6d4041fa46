import { createServer } from 'node:http';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../apps/api/src/db/client.ts';

/**
 * The baseline for the catalogue benchmarks: a bare Node HTTP server that runs, on the same
 * driver, the raw SQL a request needs (no framework, validation, session or shaping) and
 * answers it as JSON. The product's throughput is reported as a share of this one's.
 */
const databaseUrl = process.env.BENCH_RAW_DATABASE_URL;
const dataDir = process.env.BENCH_RAW_DATA_DIR;
const handle = databaseUrl
  ? await openPostgres(databaseUrl, 10)
  : (await openPglite({ dataDir: path.join(dataDir ?? '', 'db') })).handle;
const db = handle.db;

const rows = async (query: ReturnType<typeof sql>) => {
  const result = await db.execute(query);
  return (result as unknown as { rows: unknown[] }).rows;
};

const card = sql`c.id, c.slug, c.title, c.summary, c.image_url, c.level, c.type, c.duration_weeks, c.price_paise,
  c.rating_avg, c.rating_count, c.featured, i.id as institute_id, i.name as institute_name, i.slug as institute_slug,
  ci.id as city_id, ci.name as city_name, ci.slug as city_slug, s.id as stream_id, s.name as stream_name, s.slug as stream_slug`;
const cardFrom = sql`from courses c join institutes i on i.id = c.institute_id join cities ci on ci.id = c.city_id join streams s on s.id = c.stream_id`;

const routes: Record<string, (q: URLSearchParams) => Promise<unknown>> = {
  async '/feed'() {
    // The feed's first page: posts newest first with author (a left join: it may be gone), hashtags and the visitor's (none) like/save state.
    const [results, total] = await Promise.all([
      rows(sql`select p.id, p.user_id, p.text, p.images, p.like_count, p.comment_count, p.created_at, p.updated_at, u.full_name,
        coalesce((select json_agg(h.tag order by h.tag) from post_hashtags h where h.post_id = p.id), '[]'::json) as hashtags
        from posts p left join users u on u.id = p.user_id order by p.created_at desc, p.id desc limit 10`),
      rows(sql`select count(*)::int as n from posts`),
    ]);
    return { results, count: (total[0] as { n: number }).n };
  },
  async '/question'(q) {
    // A question page: the question with its tags and author, and its answers with their authors.
    const id = Number(q.get('id'));
    const [question, answers] = await Promise.all([
      rows(sql`select q.*, u.full_name, coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name, 'slug', t.slug) order by t.name)
        from question_tags qt join tags t on t.id = qt.tag_id where qt.question_id = q.id), '[]'::json) as tags
        from questions q left join users u on u.id = q.user_id where q.id = ${id}`),
      rows(sql`select a.*, u.full_name from answers a left join users u on u.id = a.user_id where a.question_id = ${id}
        order by a.accepted desc, a.score desc, a.created_at, a.id`),
    ]);
    return { question: question[0], answers };
  },
  async '/list'(q) {
    const where = sql`c.city_id = (select id from cities where slug = ${q.get('city')}) and c.level = ${q.get('level')}`;
    const [results, total] = await Promise.all([
      rows(sql`select ${card} ${cardFrom} where ${where} order by c.published_at desc nulls last, c.id desc nulls last limit 20`),
      rows(sql`select count(*)::int as n from courses c where ${where}`),
    ]);
    return { results, count: (total[0] as { n: number }).n };
  },
  async '/detail'(q) {
    const [course] = await rows(sql`select ${card}, c.description, c.language ${cardFrom} where c.slug = ${q.get('slug')}`);
    const id = (course as { id: number }).id;
    const [outline, histogram] = await Promise.all([
      rows(sql`select m.id, m.title, m.position, it.id as item_id, it.title as item_title, it.kind, it.duration_minutes
        from course_modules m left join module_items it on it.module_id = m.id where m.course_id = ${id} order by m.position, it.position`),
      rows(sql`select rating, count(*)::int as n from reviews where model_name = 'course' and model_id = ${id} group by rating`),
    ]);
    return { course, outline, histogram };
  },
  async '/search'(q) {
    // The product's plan for a correctly spelled term: text matches ranked, with their count.
    const term = q.get('term') ?? '';
    const query = sql`websearch_to_tsquery('english', ${term})`;
    const [results, total] = await Promise.all([
      rows(
        sql`select c.id from courses c where c.search @@ ${query} order by ts_rank_cd(c.search, ${query}) desc, c.id limit 20`,
      ),
      rows(sql`select count(*)::int as n from courses c where c.search @@ ${query}`),
    ]);
    return { results, count: (total[0] as { n: number }).n };
  },
  async '/suggest'(q) {
    // Nearest titles by word similarity, read best first from the GiST trigram index.
    const term = q.get('term') ?? '';
    return rows(sql`select id, slug, title from courses order by ${term} <<-> title limit 8`);
  },
};

/** The learning writes, as bare statements in one transaction each (what the product's service does, minus the framework). */
const writes: Record<string, (q: URLSearchParams) => Promise<unknown>> = {
  async '/complete'(q) {
    const user = Number(q.get('user'));
    const item = Number(q.get('item'));
    const course = Number(q.get('course'));
    return db.transaction(async (tx) => {
      const run = async (query: ReturnType<typeof sql>) => (await tx.execute(query)) as unknown as { rows: unknown[] };
      await run(sql`select id from enrolments where user_id = ${user} and course_id = ${course} for update`);
      await run(sql`insert into item_progress (user_id, item_id) values (${user}, ${item}) on conflict do nothing`);
      const done = await run(
        sql`update item_progress set completed_at = now() where user_id = ${user} and item_id = ${item} and completed_at is null returning completed_at`,
      );
      if (done.rows.length > 0) {
        await run(sql`insert into point_awards (user_id, reason, object_type, object_id, points)
          values (${user}, 'moduleItem', 'module_item', ${item}, 10) on conflict do nothing`);
      }
      await run(
        sql`update enrolments set last_item_id = ${item}, last_activity_at = now() where user_id = ${user} and course_id = ${course}`,
      );
      const progress = await run(sql`select count(*)::int as total, count(p.completed_at)::int as done
        from module_items it join course_modules m on m.id = it.module_id
        left join item_progress p on p.item_id = it.id and p.user_id = ${user} where m.course_id = ${course}`);
      return progress.rows[0];
    });
  },
  async '/submit'(q) {
    const user = Number(q.get('user'));
    const quiz = Number(q.get('quiz'));
    const questions = await rows(sql`select id, correct from quiz_questions where quiz_id = ${quiz} order by position`);
    return db.transaction(async (tx) => {
      const [attempt] = (
        (await tx.execute(
          sql`insert into quiz_attempts (quiz_id, user_id, question_count) values (${quiz}, ${user}, ${questions.length}) returning id`,
        )) as unknown as { rows: { id: number }[] }
      ).rows;
      await tx.execute(sql`update quiz_attempts set answers = '{}'::jsonb, correct_count = 0, percent = 0, passed = false,
        submitted_at = now() where id = ${attempt!.id} and submitted_at is null`);
      return { id: attempt!.id };
    });
  },
};
Object.assign(routes, writes);

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const route = routes[url.pathname];
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  route(url.searchParams).then(
    (data) => {
      const body = JSON.stringify({ data });
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    },
    (error: Error) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(error.message);
    },
  );
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') process.stdout.write(`LISTENING ${address.port}\n`);
});
process.on('SIGTERM', () => server.close(() => void handle.close().then(() => process.exit(0))));
