import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * Studio drafts for live courses that have none (courses published before the studio existed: the
 * seed's catalogue), so that their institute's instructors can edit them. Each draft is a copy of
 * the live course as learners see it, linked row by row (live_*_id), and counts as published with
 * no changes. Four set-based statements, whatever the number of courses; `only` limits it to some
 * institutes or courses.
 */
export async function importLiveCourses(
  db: Executor,
  only: { instituteIds?: number[]; courseIds?: number[] } = {},
): Promise<number> {
  const { instituteIds, courseIds } = only;
  const scope = sql.join(
    [
      instituteIds ? sql`and c.institute_id in (${sql.join(instituteIds, sql`, `)})` : sql``,
      courseIds ? sql`and c.id in (${sql.join(courseIds, sql`, `)})` : sql``,
    ],
    sql` `,
  );
  const created = (await db.execute(sql`
    insert into studio_courses (institute_id, live_course_id, title, summary, description, stream_id, city_id, level, type,
      duration_weeks, price_paise, is_premium, language, image_url, changed_at, published_at)
    select c.institute_id, c.id, c.title, c.summary, c.description, c.stream_id,
      case when c.type = 'online' then null else c.city_id end, c.level, c.type,
      c.duration_weeks, c.price_paise, c.is_premium, c.language, c.image_url, now(), now()
    from courses c
    where not exists (select 1 from studio_courses s where s.live_course_id = c.id) ${scope}
    returning id`)) as unknown as { rows: { id: number }[] };
  const rows = created.rows;
  if (rows.length === 0) return 0;
  const ids = sql.join(
    rows.map((r) => sql`${r.id}`),
    sql`, `,
  );
  await db.execute(sql`
    insert into studio_course_tags (studio_course_id, tag_id)
    select s.id, t.tag_id from studio_courses s join course_tags t on t.course_id = s.live_course_id
    where s.id in (${ids})`);
  await db.execute(sql`
    insert into studio_modules (studio_course_id, position, title, live_module_id)
    select s.id, m.position, m.title, m.id from studio_courses s join course_modules m on m.course_id = s.live_course_id
    where s.id in (${ids}) and m.archived_at is null`);
  await db.execute(sql`
    insert into studio_items (studio_module_id, position, kind, title, body, media_id, quiz_id, deck_id, fixme_problem_id,
      duration_minutes, live_item_id)
    select sm.id, i.position, i.kind, i.title, coalesce(ic.body, ''), ic.media_id, ic.quiz_id, ic.deck_id, ic.fixme_problem_id,
      greatest(i.duration_minutes, 1), i.id
    from studio_modules sm
    join studio_courses s on s.id = sm.studio_course_id
    join module_items i on i.module_id = sm.live_module_id
    left join item_contents ic on ic.item_id = i.id
    where s.id in (${ids}) and i.archived_at is null`);
  return rows.length;
}
