import type { Banner, BannerType } from '@lp/contract/banners';
import type { Listing } from '@lp/contract/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const bannersPath = (type: BannerType) => `/api/core/banners/?${new URLSearchParams({ type })}`;

/** Active banners of a type, in order (for client components; server components use load-banners). */
export async function getBanners(type: BannerType, signal?: AbortSignal): Promise<Banner[]> {
  return (await api.get<Listing<Banner>>(bannersPath(type), { signal })).results;
}

export const bannersQueryOptions = (type: BannerType) =>
  queryOptions({ queryKey: ['core', 'banners', type], queryFn: ({ signal }) => getBanners(type, signal), staleTime: 5 * 60_000 });

export function useBanners(type: BannerType) {
  return useQuery(bannersQueryOptions(type));
}
