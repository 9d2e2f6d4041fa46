import { getTranslations } from 'next-intl/server';
import { loadBanners } from '../api/load-banners';
import { BannerCarousel } from './banner-carousel';

/** Server component: the home page's banners as a carousel inside `className`; nothing at all when there are none. */
export async function HomeBanners({ className }: { className?: string }) {
  const [banners, t] = await Promise.all([loadBanners('home'), getTranslations('banners')]);
  if (banners.length === 0) return null;
  return (
    <div className={className}>
      <BannerCarousel
        banners={banners}
        labels={{
          label: t('highlights'),
          learnMore: t('learnMore'),
          previous: t('previous'),
          next: t('next'),
          // The carousel fills these in for each slide.
          slide: t('slide', { index: '{index}', count: '{count}' }),
          show: t('show', { index: '{index}', count: '{count}', title: '{title}' }),
        }}
      />
    </div>
  );
}
