import type { BannerType } from '@lp/contract/banners';
import { getTranslations } from 'next-intl/server';
import { loadBanners } from '../api/load-banners';
import { BannerPanel } from './banner-panel';

/**
 * Server component for a section's header (courses, jobs, premium, feed): the first active
 * banner of `type`, in its compact form. Renders nothing when there is none or the call fails.
 */
export async function SectionBanner({ type, className }: { type: BannerType; className?: string }) {
  const [[banner], t] = await Promise.all([loadBanners(type), getTranslations('banners')]);
  if (!banner) return null;
  return (
    <aside aria-label={t('announcement')} className={className}>
      <BannerPanel banner={banner} learnMore={t('learnMore')} compact />
    </aside>
  );
}
