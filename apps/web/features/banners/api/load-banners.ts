import type { Banner, BannerType } from '@lp/contract/banners';
import { serverApi, serverDataOrNull } from '@/lib/server-api';
import { bannersQuery } from './get-banners';

/** Server components: the active banners of a type, or none when the call fails (a banner never breaks a page). */
export async function loadBanners(type: BannerType): Promise<Banner[]> {
  return (await serverDataOrNull(serverApi().api.core.banners.$get({ query: bannersQuery(type) })))?.results ?? [];
}
