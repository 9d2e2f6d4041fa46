import type { CourseCard, InstituteCard } from '@lp/contract/catalogue';
import type { Listing } from '@lp/contract/common';
import type { InstituteDetail, InstituteFacets } from '@lp/contract/institutes';
import { MESSAGES } from '@lp/contract/messages';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ApiError } from '@/lib/api-client';
import { serverFetch } from '@/lib/server-api';
import { instituteCoursesPath } from './get-institute-courses';

/** Server components only: the institute calls of the catalogue pages. */

export type InstituteListingResult =
  | { ok: true; listing: Listing<InstituteCard> }
  | { ok: false; status: number; message: string };

export async function loadInstitutes(query: string): Promise<InstituteListingResult> {
  try {
    return { ok: true, listing: await serverFetch<Listing<InstituteCard>>(`/api/core/institutes?${query}`) };
  } catch (error) {
    return error instanceof ApiError
      ? { ok: false, status: error.status, message: error.message }
      : { ok: false, status: 500, message: MESSAGES.default };
  }
}

export async function loadInstituteFacets(query: string): Promise<InstituteFacets | null> {
  try {
    return await serverFetch<InstituteFacets>(`/api/core/institutes/filters?${query}`);
  } catch {
    return null;
  }
}

/** One institute for its page and its metadata (one call per request); a missing one is the 404 page. */
export const loadInstitute = cache(async (slug: string): Promise<InstituteDetail> => {
  try {
    return await serverFetch<InstituteDetail>(`/api/core/institutes/${encodeURIComponent(slug)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
});

/** The first page of the institute's courses, rendered with the page; null when the call fails (the client retries). */
export async function loadFirstInstituteCourses(instituteId: number): Promise<Listing<CourseCard> | null> {
  try {
    return await serverFetch<Listing<CourseCard>>(instituteCoursesPath(instituteId, 1));
  } catch {
    return null;
  }
}
