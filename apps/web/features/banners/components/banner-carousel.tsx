'use client';

import type { Banner } from '@lp/contract/banners';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { BannerPanel } from './banner-panel';

/**
 * Banners one at a time (WAI-ARIA carousel pattern): previous/next buttons, a picker per slide,
 * arrow keys and swipe. It never rotates by itself, so nothing moves under a reader; slides out
 * of view are inert, so their links are not in the tab order.
 */
/** The carousel's words in the page's language, from the server (`HomeBanners`); `{index}`, `{count}` and `{title}` are filled in here. */
export type CarouselLabels = {
  label: string;
  learnMore: string;
  previous: string;
  next: string;
  /** "{index} of {count}" */
  slide: string;
  /** "Show banner {index} of {count}: {title}" */
  show: string;
};

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

export function BannerCarousel({
  banners,
  labels,
  className,
}: {
  banners: Banner[];
  labels: CarouselLabels;
  className?: string;
}) {
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | null>(null);
  const count = banners.length;
  if (count === 0) return null;
  if (count === 1) return <BannerPanel banner={banners[0] as Banner} learnMore={labels.learnMore} className={className} />;

  const go = (to: number) => setIndex(((to % count) + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };
  const control =
    'grid size-10 place-items-center rounded-full bg-white/90 text-indigo-700 shadow-md transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.label}
      className={clsx('relative', className)}
      onKeyDown={onKeyDown}
      onTouchStart={(event) => {
        touchStart.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const end = event.changedTouches[0]?.clientX;
        touchStart.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < 50) return;
        go(end < start ? index + 1 : index - 1);
      }}
    >
      <div className="overflow-hidden rounded-2xl">
        <div
          aria-live="polite"
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {banners.map((banner, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide with role group, not a form fieldset
            <div
              key={banner.id}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(labels.slide, { index: i + 1, count })}
              aria-hidden={i !== index}
              inert={i !== index}
              className="w-full shrink-0"
            >
              <BannerPanel banner={banner} learnMore={labels.learnMore} flush />
            </div>
          ))}
        </div>
      </div>
      <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-3 sm:bottom-4">
        <button type="button" className={control} aria-label={labels.previous} onClick={() => go(index - 1)}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <ul className="flex items-center gap-1.5">
          {banners.map((banner, i) => (
            <li key={banner.id}>
              <button
                type="button"
                aria-label={fill(labels.show, { index: i + 1, count, title: banner.title })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
                className="grid size-6 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
              >
                <span
                  aria-hidden="true"
                  className={clsx('block h-2 rounded-full bg-white transition-all', i === index ? 'w-6' : 'w-2 opacity-60')}
                />
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className={control} aria-label={labels.next} onClick={() => go(index + 1)}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
