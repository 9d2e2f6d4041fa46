import { loadBanners } from '../api/load-banners';
import { BannerCarousel } from './banner-carousel';

/** Server component: the home page's banners as a carousel inside `className`; nothing at all when there are none. */
export async function HomeBanners({ className }: { className?: string }) {
  const banners = await loadBanners('home');
  if (banners.length === 0) return null;
  return (
    <div className={className}>
      <BannerCarousel banners={banners} label="Highlights" />
    </div>
  );
}
