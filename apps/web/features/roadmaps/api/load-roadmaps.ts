import type { Stream } from '@lp/contract/accounts';
import type { RoadmapCard } from '@lp/contract/catalogue';
import type { Listing } from '@lp/contract/common';
import type { ResourceDetail, RoadmapDetail } from '@lp/contract/roadmaps';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ApiError } from '@/lib/api-error';
import { type LoadResult, serverApi, serverData, serverDataOrNull, settle } from '@/lib/server-api';

/** Server components only: the roadmap and resource calls of their pages and the home page. */

export const ROADMAPS_PAGE_SIZE = 20;

/** A page of roadmaps, of one stream when given (a 404 past the end comes back as a failed result). */
export function loadRoadmaps(stream: string | undefined, page: number): Promise<LoadResult<Listing<RoadmapCard>>> {
  const query = { page: String(page), page_size: String(ROADMAPS_PAGE_SIZE), stream: stream || undefined };
  return settle(serverData(serverApi().api.core.roadmaps.$get({ query })));
}

/** The streams to filter roadmaps by; none when the call fails (the list still shows). */
export async function loadRoadmapStreams(): Promise<Stream[]> {
  return (await serverDataOrNull(serverApi().api.core['course-streams'].$get()))?.results ?? [];
}

/** The home page's featured roadmaps; null when the call fails. */
export async function loadFeaturedRoadmapCards(count: number): Promise<RoadmapCard[] | null> {
  const listing = await serverDataOrNull(serverApi().api.core.roadmaps.featured.$get({ query: { page_size: String(count) } }));
  return listing?.results ?? null;
}

/** One roadmap for its page and its metadata (one call per request); an unknown roadmap is the 404 page. */
export const loadRoadmap = cache(async (slug: string): Promise<RoadmapDetail> => {
  try {
    return await serverData(serverApi().api.core.roadmaps[':idOrSlug'].$get({ param: { idOrSlug: encodeURIComponent(slug) } }));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) notFound();
    throw error;
  }
});

/** One resource (a step's reading or video) for its page and metadata; an unknown one is the 404 page. */
export const loadResource = cache(async (id: string): Promise<ResourceDetail> => {
  if (!/^\d{1,10}$/.test(id)) notFound();
  try {
    return await serverData(serverApi().api.core.resources[':id'].$get({ param: { id } }));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) notFound();
    throw error;
  }
});
