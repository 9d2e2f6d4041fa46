import { INSTITUTE_KINDS, INSTITUTE_OWNERSHIPS, type InstituteCard } from '@lp/contract/catalogue';
import type { Listing } from '@lp/contract/common';
import {
  INSTITUTE_KIND_LABELS,
  INSTITUTE_OWNERSHIP_LABELS,
  type InstituteDetail,
  type InstituteFacet,
  type InstituteFacets,
  type InstituteFilters,
  type InstituteListQuery,
} from '@lp/contract/institutes';
import { MESSAGES } from '@lp/contract/messages';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { courses } from '../../db/schema/courses.ts';
import { institutes } from '../../db/schema/institutes.ts';
import { cities, streams } from '../../db/schema/taxonomy.ts';
import { notFound } from '../../platform/errors.ts';
import { paginate } from '../../platform/paging.ts';
import { countWhere, selectInstituteCards } from '../../shared/cards.ts';
import { enumFacet, refFacet } from '../../shared/facets.ts';
import { idOfSlug, idOrSlugWhere, oneOf, outer, textMatch } from '../../shared/filters.ts';
import { histogramOf, ratingSummary } from '../../shared/ratings.ts';

/** The WHERE of an institute list; `except` leaves one filter out (facet counts). Reads `institutes` columns only. */
export function instituteWhere(filters: InstituteFilters, except?: InstituteFacet): SQL | undefined {
  const out: SQL[] = [];
  if (filters.city && except !== 'city') out.push(idOfSlug(institutes.cityId, cities, filters.city));
  if (filters.kind && except !== 'kind') out.push(oneOf(institutes.kind, filters.kind));
  if (filters.ownership && except !== 'ownership') out.push(oneOf(institutes.ownership, filters.ownership));
  if (filters.stream && except !== 'stream') {
    // Offers at least one course in the stream (courses_institute_idx).
    out.push(
      sql`exists (select 1 from ${courses} where ${courses.instituteId} = ${outer('institutes', 'id')} and ${idOfSlug(courses.streamId, streams, filters.stream)})`,
    );
  }
  if (filters.q) out.push(textMatch(institutes.search, filters.q));
  return out.length === 0 ? undefined : and(...out);
}

export function createInstitutesService(db: Database) {
  return {
    /** The rating columns, kept by the reviews module through this call (inside its transaction). */
    async setRating(tx: Tx, id: number, rating: { avg: number; count: number }): Promise<void> {
      await tx.update(institutes).set({ ratingAvg: rating.avg, ratingCount: rating.count }).where(eq(institutes.id, id));
    },

    /** Featured first, then best rated (institutes_featured_idx read backwards). */
    async list(query: InstituteListQuery): Promise<Listing<InstituteCard>> {
      const where = instituteWhere(query);
      return paginate(
        query,
        { rows: (window) => selectInstituteCards(db, where, undefined, window), count: () => countWhere(db, institutes, where) },
        MESSAGES.noMoreInstitutes,
      );
    },

    async facets(filters: InstituteFilters): Promise<InstituteFacets> {
      const [city, kind, ownership, stream] = await Promise.all([
        refFacet(db, {
          source: institutes,
          where: instituteWhere(filters, 'city'),
          fk: institutes.cityId,
          table: cities,
          selectedSlugs: filters.city ?? [],
          orderBy: (n) => [sql`${n} desc`, asc(cities.name)],
        }),
        enumFacet(db, {
          source: institutes,
          where: instituteWhere(filters, 'kind'),
          column: institutes.kind,
          values: INSTITUTE_KINDS,
          labels: INSTITUTE_KIND_LABELS,
          selected: filters.kind,
        }),
        enumFacet(db, {
          source: institutes,
          where: instituteWhere(filters, 'ownership'),
          column: institutes.ownership,
          values: INSTITUTE_OWNERSHIPS,
          labels: INSTITUTE_OWNERSHIP_LABELS,
          selected: filters.ownership,
        }),
        (() => {
          // Institutes (not courses) per stream: distinct institutes among the courses of the matching institutes.
          const others = instituteWhere(filters, 'stream');
          return refFacet(db, {
            source: courses,
            where: others
              ? sql`${courses.instituteId} in (select ${institutes.id} from ${institutes} where ${others})`
              : undefined,
            fk: courses.streamId,
            countExpr: sql`count(distinct ${courses.instituteId})`,
            table: streams,
            selectedSlugs: filters.stream ?? [],
            orderBy: () => [asc(streams.position), asc(streams.name)],
          });
        })(),
      ]);
      return { city, kind, ownership, stream };
    },

    async detail(idOrSlug: string): Promise<InstituteDetail> {
      const where = idOrSlugWhere(institutes, idOrSlug);
      if (!where) throw notFound(MESSAGES.instituteNotFound);
      const [[card], [extra]] = await Promise.all([
        selectInstituteCards(db, where, undefined, { limit: 1 }),
        db
          .select({
            description: institutes.description,
            website: institutes.website,
            histogram: histogramOf('institute', outer('institutes', 'id')),
            streams: sql<{ id: number; name: string; slug: string; courseCount: number }[]>`(
              select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'slug', s.slug, 'courseCount', s.n) order by s.position, s.name), '[]'::json)
              from (
                select st.id, st.name, st.slug, st.position, count(*)::int as n
                from ${courses} co join ${streams} st on st.id = co.stream_id
                where co.institute_id = ${outer('institutes', 'id')}
                group by st.id
              ) s)`,
          })
          .from(institutes)
          .where(where)
          .limit(1),
      ]);
      if (!card || !extra) throw notFound(MESSAGES.instituteNotFound);
      return {
        ...card,
        description: extra.description,
        website: extra.website,
        rating: ratingSummary(extra.histogram),
        streams: extra.streams ?? [],
      };
    },
  };
}

export type InstitutesService = ReturnType<typeof createInstitutesService>;
