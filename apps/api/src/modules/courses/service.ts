import { COURSE_LEVELS, COURSE_TYPES, type CourseCard } from '@lp/contract/catalogue';
import { LEVEL_LABELS, TYPE_LABELS } from '@lp/contract/catalogue-labels';
import type { Listing, PageQuery } from '@lp/contract/common';
import { COURSE_LANGUAGE_NAMES, type CourseLanguage, courseLanguageCode } from '@lp/contract/course-languages';
import type {
  CourseContext,
  CourseDetail,
  CourseFacets,
  CourseFilters,
  CourseListing,
  CourseListQuery,
  CourseModule,
} from '@lp/contract/courses';
import { MESSAGES } from '@lp/contract/messages';
import { and, asc, count, eq, isNull, not, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { users, userTags } from '../../db/schema/accounts.ts';
import { courseModules, courses, courseTags, moduleItems } from '../../db/schema/courses.ts';
import { institutes } from '../../db/schema/institutes.ts';
import { certificates, enrolments, itemProgress } from '../../db/schema/learning.ts';
import { cities, streams, tags } from '../../db/schema/taxonomy.ts';
import { notFound } from '../../platform/errors.ts';
import { countUpTo, EXACT_COUNT_LIMIT, estimatedCount, pageWindow, toListing } from '../../platform/paging.ts';
import { countWhere, courseCardColumns, courseCardsByIds, courseCardsQuery, selectCourseCards } from '../../shared/cards.ts';
import { didYouMean, TYPO_SIMILARITY } from '../../shared/did-you-mean.ts';
import { enumFacet, refFacet } from '../../shared/facets.ts';
import { idOrSlugWhere, idsAndSlugs, outer, parseIdOrSlug } from '../../shared/filters.ts';
import { histogramOf, ratingSummary } from '../../shared/ratings.ts';
import { courseOrder, courseWhere, newestFirst } from './filters.ts';

/** The language facet's labels: the stored (English) names; the web shows them in the page's language. */
const LANGUAGE_LABELS = Object.fromEntries(COURSE_LANGUAGE_NAMES.map((name) => [name, name])) as Record<CourseLanguage, string>;

/** The institute facet lists at most this many institutes (the selected ones first). */
const INSTITUTE_FACET_LIMIT = 50;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

type OutlineRow = {
  moduleId: number;
  modulePosition: number;
  moduleTitle: string;
  itemId: number | null;
  itemPosition: number | null;
  itemTitle: string | null;
  kind: CourseModule['items'][number]['kind'] | null;
  durationMinutes: number | null;
  startedAt: Date | null;
  completedAt: Date | null;
};
type OutlineItem = CourseModule['items'][number] & { progress: { startedAt: string; completedAt: string | null } | null };

/** Joined module/item rows (in order) → modules with their items, lengths and progress. */
function groupOutline(rows: OutlineRow[]): (Omit<CourseModule, 'items'> & { items: OutlineItem[] })[] {
  const modules: (Omit<CourseModule, 'items'> & { items: OutlineItem[] })[] = [];
  for (const row of rows) {
    let current = modules.at(-1);
    if (current?.id !== row.moduleId) {
      current = { id: row.moduleId, position: row.modulePosition, title: row.moduleTitle, durationMinutes: 0, items: [] };
      modules.push(current);
    }
    if (row.itemId === null || row.kind === null) continue;
    current.durationMinutes += row.durationMinutes ?? 0;
    current.items.push({
      id: row.itemId,
      position: row.itemPosition ?? 0,
      title: row.itemTitle ?? '',
      kind: row.kind,
      durationMinutes: row.durationMinutes ?? 0,
      progress: row.startedAt ? { startedAt: iso(row.startedAt)!, completedAt: iso(row.completedAt) } : null,
    });
  }
  return modules;
}

export function createCoursesService(db: Database) {
  /**
   * The course list's two statements, built once per filter shape (which filters, how many values,
   * which sort) and prepared, so that a request only binds its values: building the query with the
   * ORM cost more than running it. Shapes with a free-text, tag or institute filter are built per
   * request instead (their SQL depends on the values).
   */
  const preparedLists = new Map<string, { page: PreparedPage; count: PreparedCount }>();
  type PreparedPage = { execute: (params: Record<string, unknown>) => Promise<CourseCard[]> };
  type PreparedCount = { execute: (params: Record<string, unknown>) => Promise<{ n: number }[]> };
  const PREPARABLE = ['city', 'stream', 'level', 'type', 'language'] as const;
  /** The courses `where` finds, as countUpTo reads them. */
  const matching = (where: SQL | undefined) => sql`select 1 from ${courses} where ${where ?? sql`true`}`;

  async function preparedList(query: CourseListQuery): Promise<Listing<CourseCard>> {
    const params: Record<string, unknown> = {};
    const placeholders: Partial<Record<(typeof PREPARABLE)[number], string[]>> = {};
    const shape: string[] = [query.sort];
    for (const key of PREPARABLE) {
      const values = query[key];
      if (!values?.length) continue;
      shape.push(`${key}${values.length}`);
      placeholders[key] = values.map((value, i) => {
        params[`${key}${i}`] = value;
        return sql.placeholder(`${key}${i}`) as unknown as string;
      });
    }
    const key = shape.join('|');
    let prepared = preparedLists.get(key);
    if (!prepared) {
      const where = courseWhere(placeholders as CourseListQuery);
      const name = `courses_list_${key.replace(/[^a-z0-9]+/gi, '_')}`;
      prepared = {
        page: courseCardsQuery(db, where, courseOrder(query.sort))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare(`${name}_page`) as unknown as PreparedPage,
        // Capped as countUpTo caps: past EXACT_COUNT_LIMIT courses the estimate is read below.
        count: db
          .select({ n: count() })
          .from(
            db
              .select({ one: sql`1`.as('one') })
              .from(courses)
              .where(where)
              .limit(EXACT_COUNT_LIMIT + 1)
              .as('capped'),
          )
          .prepare(`${name}_count`) as unknown as PreparedCount,
      };
      preparedLists.set(key, prepared);
    }
    const { limit, offset } = pageWindow(query);
    const [results, counted] = await Promise.all([
      prepared.page.execute({ ...params, limit, offset }),
      prepared.count.execute(params),
    ]);
    const exact = counted[0]?.n ?? 0;
    const total = exact <= EXACT_COUNT_LIMIT ? exact : await estimatedCount(db, matching(courseWhere(query)));
    return toListing(results, total, query, MESSAGES.noMoreCourses);
  }

  async function listCards(where: SQL | undefined, orderBy: SQL[], query: PageQuery): Promise<Listing<CourseCard>> {
    const [results, count] = await Promise.all([
      selectCourseCards(db, where, orderBy, pageWindow(query)),
      countUpTo(db, matching(where)),
    ]);
    return toListing(results, count, query, MESSAGES.noMoreCourses);
  }

  /** Modules of a course (the one `courseWhere` finds) in order with their items, and one user's progress per item. */
  function outlineQuery(courseWhere: SQL, userId: number | null) {
    const progressJoin = userId ? and(eq(itemProgress.itemId, moduleItems.id), eq(itemProgress.userId, userId)) : sql`false`;
    return (
      db
        .select({
          moduleId: courseModules.id,
          modulePosition: courseModules.position,
          moduleTitle: courseModules.title,
          itemId: moduleItems.id,
          itemPosition: moduleItems.position,
          itemTitle: moduleItems.title,
          kind: moduleItems.kind,
          durationMinutes: moduleItems.durationMinutes,
          startedAt: itemProgress.startedAt,
          completedAt: itemProgress.completedAt,
        })
        .from(courseModules)
        // What the studio removed is archived (issue 31): out of the outline, its completions kept.
        .leftJoin(moduleItems, and(eq(moduleItems.moduleId, courseModules.id), isNull(moduleItems.archivedAt)))
        .leftJoin(itemProgress, progressJoin)
        .where(
          and(
            sql`${courseModules.courseId} = (select ${courses.id} from ${courses} where ${courseWhere})`,
            isNull(courseModules.archivedAt),
          ),
        )
        .orderBy(asc(courseModules.position), asc(moduleItems.position))
    );
  }

  /** Card, detail fields, tags and star counts of the course `courseWhere` finds, in one statement. */
  function detailQuery(courseWhere: SQL) {
    const columns = courseCardColumns();
    // The card's city is an alias of cities inside cards.ts; join the very same alias.
    const cardCity = (columns.city.id as unknown as { table: typeof cities }).table;
    return db
      .select({
        ...columns,
        description: courses.description,
        enrolmentCount: courses.enrolmentCount,
        publishedAt: courses.publishedAt,
        instituteImageUrl: institutes.imageUrl,
        instituteSummary: institutes.summary,
        tagList: sql<
          { id: number; name: string; slug: string }[]
        >`(select coalesce(json_agg(json_build_object('id', tg.id, 'name', tg.name, 'slug', tg.slug) order by tg.name), '[]'::json) from ${courseTags} ct join ${tags} tg on tg.id = ct.tag_id where ct.course_id = ${outer('courses', 'id')})`,
        histogram: histogramOf('course', outer('courses', 'id')),
      })
      .from(courses)
      .innerJoin(institutes, eq(institutes.id, courses.instituteId))
      .innerJoin(cardCity, eq(cardCity.id, courses.cityId))
      .innerJoin(streams, eq(streams.id, courses.streamId))
      .where(courseWhere)
      .limit(1);
  }

  // The detail page is the most visited: its two statements are prepared once (SQL built once
  // here; on PostgreSQL also parsed and planned once per connection), by id and by slug.
  const byKey = { id: eq(courses.id, sql.placeholder('key')), slug: eq(courses.slug, sql.placeholder('key')) };
  const preparedDetail = {
    id: detailQuery(byKey.id).prepare('courses_detail_by_id'),
    slug: detailQuery(byKey.slug).prepare('courses_detail_by_slug'),
  };
  const preparedOutline = {
    id: outlineQuery(byKey.id, null).prepare('courses_outline_by_id'),
    slug: outlineQuery(byKey.slug, null).prepare('courses_outline_by_slug'),
  };

  const userTagIds = (userId: number) => sql`(select ${userTags.tagId} from ${userTags} where ${userTags.userId} = ${userId})`;
  const notEnrolled = (userId: number) =>
    sql`not exists (select 1 from ${enrolments} where ${enrolments.userId} = ${userId} and ${enrolments.courseId} = ${outer('courses', 'id')})`;

  return {
    /** The rating columns, kept by the reviews module through this call (inside its transaction). */
    async setRating(tx: Tx, id: number, rating: { avg: number; count: number }): Promise<void> {
      await tx.update(courses).set({ ratingAvg: rating.avg, ratingCount: rating.count }).where(eq(courses.id, id));
    },

    async list(query: CourseListQuery): Promise<CourseListing> {
      if (!query.q && !query.tag?.length && !query.institute?.length && !query.price) return preparedList(query);
      const listing = await listCards(courseWhere(query), courseOrder(query.sort), query);
      if (!query.q || listing.count > 0) return listing;
      // Nothing says the words: titles spelled like them instead (typos), as /search does.
      const lookAlike = sql`strict_word_similarity(${query.q}::text, ${courses.title})`;
      const typos = await listCards(
        and(courseWhere({ ...query, q: undefined }), sql`${lookAlike} >= ${TYPO_SIMILARITY}`),
        [sql`${lookAlike} desc`, sql`${courses.id} asc`],
        query,
      );
      return {
        ...typos,
        didYouMean: didYouMean(
          query.q,
          typos.results.map((course) => course.title),
        ),
      };
    },

    /** Featured courses, best rated first (courses_featured_idx); the list's filters apply too. */
    async featured(query: CourseFilters & PageQuery): Promise<Listing<CourseCard>> {
      const where = and(eq(courses.featured, true), courseWhere(query));
      const order = [sql`${courses.ratingAvg} desc nulls last`, sql`${courses.id} desc nulls last`];
      return listCards(where, order, query);
    },

    /** For each filter, the values it can take and how many courses each gives with the OTHER filters. */
    async facets(filters: CourseFilters): Promise<CourseFacets> {
      const selectedInstitutes = idsAndSlugs(filters.institute ?? []);
      const [city, institute, stream, level, type, language] = await Promise.all([
        refFacet(db, {
          source: courses,
          where: courseWhere(filters, 'city'),
          table: cities,
          fk: courses.cityId,
          selectedSlugs: filters.city ?? [],
          orderBy: (n) => [sql`${n} desc`, asc(cities.name)],
        }),
        refFacet(db, {
          source: courses,
          where: courseWhere(filters, 'institute'),
          table: institutes,
          fk: courses.instituteId,
          selectedSlugs: selectedInstitutes.slugs,
          selectedIds: selectedInstitutes.ids,
          orderBy: (n) => [sql`${n} desc`, asc(institutes.name)],
          limit: INSTITUTE_FACET_LIMIT,
        }),
        refFacet(db, {
          source: courses,
          where: courseWhere(filters, 'stream'),
          table: streams,
          fk: courses.streamId,
          selectedSlugs: filters.stream ?? [],
          orderBy: () => [asc(streams.position), asc(streams.name)],
        }),
        enumFacet(db, {
          source: courses,
          where: courseWhere(filters, 'level'),
          column: courses.level,
          values: COURSE_LEVELS,
          labels: LEVEL_LABELS,
          selected: filters.level,
        }),
        enumFacet(db, {
          source: courses,
          where: courseWhere(filters, 'type'),
          column: courses.type,
          values: COURSE_TYPES,
          labels: TYPE_LABELS,
          selected: filters.type,
        }),
        // Counted by the stored name; the option's slug is the language's code, as the query takes it.
        enumFacet(db, {
          source: courses,
          where: courseWhere(filters, 'language'),
          column: courses.language,
          values: COURSE_LANGUAGE_NAMES,
          labels: LANGUAGE_LABELS,
          selected: filters.language,
        }).then((options) => options.map((option) => ({ ...option, slug: courseLanguageCode(option.slug) ?? option.slug }))),
      ]);
      return { city, institute, stream, level, type, language };
    },

    async detail(idOrSlug: string): Promise<CourseDetail> {
      const parsed = parseIdOrSlug(idOrSlug);
      if (!parsed) throw notFound(MESSAGES.courseNotFound);
      const [[row], outlineRows] = await Promise.all([
        preparedDetail[parsed.by].execute({ key: parsed.key }),
        preparedOutline[parsed.by].execute({ key: parsed.key }),
      ]);
      const modules = groupOutline(outlineRows);
      if (!row) throw notFound(MESSAGES.courseNotFound);
      const { description, enrolmentCount, publishedAt, instituteImageUrl, instituteSummary, tagList, histogram, ...card } = row;
      const outlineModules = modules.map(({ items, ...module }) => ({
        ...module,
        items: items.map(({ progress: _progress, ...item }) => item),
      }));
      const items = outlineModules.reduce((n, m) => n + m.items.length, 0);
      const minutes = outlineModules.reduce((n, m) => n + m.durationMinutes, 0);
      return {
        ...card,
        description,
        enrolmentCount,
        publishedAt: iso(publishedAt)!,
        tags: tagList ?? [],
        institute: { ...card.institute, imageUrl: instituteImageUrl, summary: instituteSummary, city: card.city },
        modules: outlineModules,
        totals: { modules: outlineModules.length, items, minutes },
        rating: ratingSummary(histogram),
      };
    },

    /** The learn page's data: outline, the caller's enrolment and progress, and where to resume. */
    async context(idOrSlug: string, userId: number | null): Promise<Omit<CourseContext, 'locked'>> {
      const where = idOrSlugWhere(courses, idOrSlug);
      if (!where) throw notFound(MESSAGES.courseNotFound);
      const courseId = sql`(select ${courses.id} from ${courses} where ${where})`;
      const [[card], outlineRows, [enrolment]] = await Promise.all([
        selectCourseCards(db, where, undefined, { limit: 1 }),
        outlineQuery(where, userId),
        userId
          ? db
              .select({
                id: enrolments.id,
                enrolledAt: enrolments.createdAt,
                completedAt: enrolments.completedAt,
                lastItemId: enrolments.lastItemId,
                // Qualified by hand: drizzle leaves a single-table select's columns bare, and a bare
                // "user_id" inside the subquery would name the certificate's own column.
                certificateCode: sql<
                  string | null
                >`(select ${certificates.code} from ${certificates} where ${certificates.userId} = ${outer('enrolments', 'user_id')} and ${certificates.courseId} = ${outer('enrolments', 'course_id')})`,
              })
              .from(enrolments)
              .where(and(eq(enrolments.userId, userId), sql`${enrolments.courseId} = ${courseId}`))
              .limit(1)
          : Promise.resolve([]),
      ]);
      if (!card) throw notFound(MESSAGES.courseNotFound);
      const modules = groupOutline(outlineRows);
      const items = modules.flatMap((m) => m.items);
      const completedItems = items.filter((i) => i.progress?.completedAt).length;
      const last = enrolment?.lastItemId ? items.find((i) => i.id === enrolment.lastItemId) : undefined;
      const resume = last && !last.progress?.completedAt ? last : items.find((i) => !i.progress?.completedAt);
      return {
        course: card,
        modules,
        enrolment: enrolment
          ? {
              id: enrolment.id,
              enrolledAt: iso(enrolment.enrolledAt)!,
              completedAt: iso(enrolment.completedAt),
              lastItemId: enrolment.lastItemId,
              certificateCode: enrolment.certificateCode ?? null,
            }
          : null,
        progress: {
          completedItems,
          totalItems: items.length,
          percent: items.length === 0 ? 0 : Math.floor((completedItems / items.length) * 100),
        },
        resumeItemId: resume?.id ?? null,
      };
    },

    /**
     * Courses in the user's stream or with their tags, most shared tags first, then best rated;
     * never one they are enrolled in. Without a stream or tags: the best rated courses.
     *
     * Read in two tiers so that no query sorts the whole stream: courses sharing a tag (few,
     * found through course_tags_tag_idx, ranked by overlap), then the stream's other courses in
     * rating order (courses_rating_idx read in order, so a page stops after a few rows).
     */
    async recommended(userId: number, query: PageQuery): Promise<Listing<CourseCard>> {
      const [me] = await db
        .select({
          streamId: users.streamId,
          tagCount: sql<number>`(select count(*)::int from ${userTags} where ${userTags.userId} = ${users.id})`,
        })
        .from(users)
        .where(eq(users.id, userId));
      const byRating = courseOrder('rating');
      if (!me || (me.streamId === null && me.tagCount === 0)) return listCards(notEnrolled(userId), byRating, query);

      const sharesTag = sql`exists (select 1 from ${courseTags} ct where ct.course_id = ${outer('courses', 'id')} and ct.tag_id in ${userTagIds(userId)})`;
      const overlap = sql`(select count(*) from ${courseTags} ct where ct.course_id = ${outer('courses', 'id')} and ct.tag_id in ${userTagIds(userId)}) desc`;
      const tagTier = and(sharesTag, notEnrolled(userId));
      const streamTier =
        me.streamId === null ? null : and(eq(courses.streamId, me.streamId), not(sharesTag), notEnrolled(userId));
      const { limit, offset } = pageWindow(query);

      const [tagTierIds, tagTierCount, streamTierCount] = await Promise.all([
        db
          .select({ id: courses.id })
          .from(courses)
          .where(tagTier)
          .orderBy(overlap, ...byRating)
          .limit(offset + limit),
        countWhere(db, courses, tagTier),
        streamTier ? countWhere(db, courses, streamTier) : Promise.resolve(0),
      ]);
      const ids = tagTierIds.slice(offset).map((r) => r.id);
      if (ids.length < limit && streamTier) {
        const rest = await db
          .select({ id: courses.id })
          .from(courses)
          .where(streamTier)
          .orderBy(...byRating)
          .limit(limit - ids.length)
          .offset(Math.max(0, offset - tagTierCount));
        ids.push(...rest.map((r) => r.id));
      }
      return toListing(await courseCardsByIds(db, ids), tagTierCount + streamTierCount, query, MESSAGES.noMoreCourses);
    },

    /** Courses with any of the user's tags, newest first. */
    async tagged(userId: number, query: PageQuery): Promise<Listing<CourseCard>> {
      const where = sql`${courses.id} in (select ${courseTags.courseId} from ${courseTags} where ${courseTags.tagId} in ${userTagIds(userId)})`;
      return listCards(where, newestFirst, query);
    },
  };
}

export type CoursesService = ReturnType<typeof createCoursesService>;
