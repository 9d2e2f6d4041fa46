import type { BannerType } from '@lp/contract/banners';
import { loadBanners } from '../api/load-banners';
import { BannerPanel } from './banner-panel';

/**
 * Server component for a section's header (courses, jobs, premium, feed): the first active
 * banner of `type`, in its compact form. Renders nothing when there is none or the call fails.
 */
export async function SectionBanner({ type, className }: { type: BannerType; className?: string }) {
  const [banner] = await loadBanners(type);
  if (!banner) return null;
  return (
    <aside aria-label="Announcement" className={className}>
      <BannerPanel banner={banner} compact />
    </aside>
  );
}
