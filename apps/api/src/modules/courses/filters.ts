import type { CourseFacet, CourseFilters, CourseSort } from '@lp/contract/courses';
import { and, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import { courses, courseTags } from '../../db/schema/courses.ts';
import { institutes } from '../../db/schema/institutes.ts';
import { cities, streams, tags } from '../../db/schema/taxonomy.ts';
import { idOfSlug, idOrSlugCondition, oneOf, textMatch, whereOf } from '../../shared/filters.ts';

/**
 * The WHERE of a course list. Every condition reads `courses` columns only (subqueries for
 * slugs), so the same SQL serves the page, the count and the facets. `except` leaves one filter
 * out: a facet's counts are given the OTHER active filters.
 */
export function courseConditions(filters: CourseFilters, except?: CourseFacet): SQL[] {
  const out: SQL[] = [];
  if (filters.city && except !== 'city') out.push(idOfSlug(courses.cityId, cities, filters.city));
  if (filters.institute && except !== 'institute')
    out.push(idOrSlugCondition(courses.instituteId, institutes, filters.institute));
  if (filters.stream && except !== 'stream') out.push(idOfSlug(courses.streamId, streams, filters.stream));
  if (filters.level && except !== 'level') out.push(oneOf(courses.level, filters.level));
  if (filters.type && except !== 'type') out.push(oneOf(courses.type, filters.type));
  if (filters.language && except !== 'language') out.push(oneOf(courses.language, filters.language));
  if (filters.tag) {
    // Tag slugs are unique per stream only, so a slug may name several tags.
    out.push(
      sql`${courses.id} in (select ${courseTags.courseId} from ${courseTags} where ${courseTags.tagId} = any(array(select ${tags.id} from ${tags} where ${inArray(tags.slug, filters.tag)})))`,
    );
  }
  if (filters.q) out.push(textMatch(courses.search, filters.q));
  // A premium course is never "Free", whatever its fee (docs/spec-notes.md, "Price and access").
  if (filters.price === 'free') out.push(and(eq(courses.pricePaise, 0), eq(courses.isPremium, false))!);
  else if (filters.price === 'paid') out.push(or(gt(courses.pricePaise, 0), eq(courses.isPremium, true))!);
  return out;
}

export function courseWhere(filters: CourseFilters, except?: CourseFacet): SQL | undefined {
  return whereOf(courseConditions(filters, except));
}

/**
 * ORDER BY of each sort, written to match an index exactly (schema: courses_list_idx,
 * courses_rating_idx, courses_price_idx, courses_popular_idx). The indexes are DESC NULLS
 * LAST; a bare DESC means NULLS FIRST in PostgreSQL and would not use them.
 */
export function courseOrder(sort: CourseSort): SQL[] {
  switch (sort) {
    case 'rating':
      return [
        sql`${courses.ratingAvg} desc nulls last`,
        sql`${courses.ratingCount} desc nulls last`,
        sql`${courses.id} desc nulls last`,
      ];
    case 'price-asc':
      return [sql`${courses.pricePaise} asc`, sql`${courses.id} asc`];
    case 'price-desc':
      // A backward scan of (price_paise, id): DESC NULLS FIRST, the default of DESC.
      return [sql`${courses.pricePaise} desc`, sql`${courses.id} desc`];
    case 'popular':
      return [sql`${courses.enrolmentCount} desc nulls last`, sql`${courses.id} desc nulls last`];
    default:
      return newestFirst;
  }
}

export const newestFirst: SQL[] = [sql`${courses.publishedAt} desc nulls last`, sql`${courses.id} desc nulls last`];
