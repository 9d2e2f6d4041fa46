import type { Banner, BannerType } from '@lp/contract/banners';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';

/** The query of a type's banners (shared with load-banners). */
export const bannersQuery = (type: BannerType) => ({ type });

/** Active banners of a type, in order (for client components; server components use load-banners). */
export async function getBanners(type: BannerType, signal?: AbortSignal): Promise<Banner[]> {
  return (await unwrap(client.api.core.banners.$get({ query: bannersQuery(type) }, { init: { signal } }))).results;
}

export const bannersQueryOptions = (type: BannerType) =>
  queryOptions({ queryKey: ['core', 'banners', type], queryFn: ({ signal }) => getBanners(type, signal), staleTime: 5 * 60_000 });

export function useBanners(type: BannerType) {
  return useQuery(bannersQueryOptions(type));
}
