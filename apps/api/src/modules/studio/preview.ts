import type { CourseDetail } from '@lp/contract/courses';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courses } from '../../db/schema/courses.ts';
import { institutes } from '../../db/schema/institutes.ts';
import { cities, streams, tags } from '../../db/schema/taxonomy.ts';
import { courseDetail } from './records.ts';

/**
 * The draft as the learner's course page will show it once published (the page's own shape,
 * CourseDetail): the live course's slug, rating and enrolments when it was published before.
 */
export async function previewOf(db: Executor, id: number): Promise<CourseDetail> {
  const draft = await courseDetail(db, id);
  const [institute] = await db
    .select({
      id: institutes.id,
      name: institutes.name,
      slug: institutes.slug,
      imageUrl: institutes.imageUrl,
      summary: institutes.summary,
      city: { id: cities.id, name: cities.name, slug: cities.slug },
    })
    .from(institutes)
    .innerJoin(cities, eq(cities.id, institutes.cityId))
    .where(eq(institutes.id, draft.institute.id));
  const [city] = draft.cityId
    ? await db.select({ id: cities.id, name: cities.name, slug: cities.slug }).from(cities).where(eq(cities.id, draft.cityId))
    : [institute!.city];
  const [stream] = await db
    .select({ id: streams.id, name: streams.name, slug: streams.slug })
    .from(streams)
    .where(eq(streams.id, draft.streamId));
  const tagRows = draft.tagIds.length
    ? await db
        .select({ id: tags.id, name: tags.name, slug: tags.slug })
        .from(tags)
        .where(inArray(tags.id, draft.tagIds))
        .orderBy(asc(tags.name))
    : [];
  const [live] = draft.live ? await db.select().from(courses).where(eq(courses.id, draft.live.id)) : [];
  const modules = draft.outline
    .filter((m) => m.items.length > 0)
    .map((m, index) => ({
      id: m.id,
      position: index + 1,
      title: m.title,
      durationMinutes: m.items.reduce((sum, i) => sum + i.durationMinutes, 0),
      items: m.items.map((i, p) => ({
        id: i.id,
        position: p + 1,
        title: i.title,
        kind: i.kind,
        durationMinutes: i.durationMinutes,
      })),
    }));
  const ratingCount = live?.ratingCount ?? 0;
  return {
    id: live?.id ?? draft.id,
    slug: draft.live?.slug ?? `draft-${draft.id}`,
    title: draft.title,
    summary: draft.summary,
    imageUrl: draft.imageUrl,
    level: draft.level,
    type: draft.type,
    durationWeeks: draft.durationWeeks,
    pricePaise: draft.priceInr * 100,
    ratingAvg: live?.ratingAvg ?? 0,
    ratingCount,
    featured: live?.featured ?? false,
    isPremium: draft.isPremium,
    institute: institute!,
    city: city!,
    stream: stream!,
    description: draft.description,
    language: draft.language,
    enrolmentCount: live?.enrolmentCount ?? 0,
    publishedAt: (live?.publishedAt ?? new Date()).toISOString(),
    tags: tagRows,
    modules,
    totals: {
      modules: modules.length,
      items: modules.reduce((n, m) => n + m.items.length, 0),
      minutes: modules.reduce((n, m) => n + m.durationMinutes, 0),
    },
    // The live page reads the stars per review; the preview shows the average and count only.
    rating: { avg: live?.ratingAvg ?? 0, count: ratingCount, histogram: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
  };
}
