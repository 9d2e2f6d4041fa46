import type { Banner, BannerType } from '@lp/contract/banners';
import type { Listing } from '@lp/contract/common';
import { serverFetch } from '@/lib/server-api';
import { bannersPath } from './get-banners';

/** Server components: the active banners of a type, or none when the call fails (a banner never breaks a page). */
export async function loadBanners(type: BannerType): Promise<Banner[]> {
  try {
    return (await serverFetch<Listing<Banner>>(bannersPath(type))).results;
  } catch {
    return [];
  }
}
