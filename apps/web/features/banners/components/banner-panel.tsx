import type { Banner } from '@lp/contract/banners';
import { clsx } from 'clsx';
import { ArrowRight } from 'lucide-react';
import { Link } from '@/components/ui/link';

const GRADIENTS = [
  'from-indigo-600 via-violet-600 to-fuchsia-600',
  'from-sky-600 via-indigo-600 to-violet-600',
  'from-emerald-600 via-teal-600 to-sky-600',
  'from-amber-500 via-orange-500 to-rose-500',
] as const;

/** A banner's link: a path on this site, or an http(s) address; anything else is dropped. */
export function bannerHref(linkUrl: string | null): { href: string; external: boolean } | null {
  if (!linkUrl) return null;
  if (linkUrl.startsWith('/') && !linkUrl.startsWith('//') && !linkUrl.startsWith('/\\'))
    return { href: linkUrl, external: false };
  try {
    const url = new URL(linkUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? { href: url.toString(), external: true } : null;
  } catch {
    return null;
  }
}

/**
 * One banner: its picture behind a dark wash, or a gradient (picked from its id) when it has
 * none; title, subtitle and a call to action. `compact` is the slimmer section-header form;
 * `flush` is a carousel's slide (square corners, room for the dots). Classes are joined, not
 * merged (no tailwind-merge on a visitor's first load): `className` must not repeat a property.
 */
export function BannerPanel({
  banner,
  compact = false,
  flush = false,
  headingLevel = 'h2',
  learnMore,
  className,
}: {
  banner: Banner;
  compact?: boolean;
  flush?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** The call to action's words when the banner has no label of its own, in the page's language. */
  learnMore: string;
  className?: string;
}) {
  const Heading = headingLevel;
  const link = bannerHref(banner.linkUrl);
  const label = banner.linkLabel || learnMore;
  const cta = clsx(
    'inline-flex shrink-0 items-center gap-2 rounded-lg bg-white font-semibold text-indigo-700 shadow-sm transition hover:bg-indigo-50',
    compact ? 'h-9 px-3 text-sm' : 'h-11 px-5',
  );
  return (
    <div
      className={clsx(
        'relative isolate flex h-full overflow-hidden text-white',
        flush ? 'rounded-none' : 'rounded-2xl',
        !banner.imageUrl && ['bg-gradient-to-br', GRADIENTS[Math.abs(banner.id) % GRADIENTS.length]],
        compact
          ? 'flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6'
          : [
              'min-h-48 flex-col justify-end gap-4 px-6 sm:min-h-56 sm:px-10',
              // A carousel's slide leaves room at the bottom for its dots.
              flush ? 'pt-8 pb-14 sm:pt-10 sm:pb-16' : 'py-8 sm:py-10',
            ],
        className,
      )}
    >
      {banner.imageUrl ? (
        <>
          {/* biome-ignore lint/performance/noImgElement: banner pictures come from any host (seed, uploads, CDN) */}
          <img src={banner.imageUrl} alt="" decoding="async" className="absolute inset-0 -z-20 size-full object-cover" />
          <span
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-gradient-to-r from-indigo-950/85 via-indigo-950/60 to-indigo-950/20"
          />
        </>
      ) : (
        <span aria-hidden="true" className="absolute -top-16 -right-16 -z-10 size-64 rounded-full bg-white/10 blur-2xl" />
      )}
      <div className="min-w-0 max-w-2xl">
        <Heading className={clsx('font-bold tracking-tight text-balance', compact ? 'text-lg' : 'text-2xl sm:text-3xl')}>
          {banner.title}
        </Heading>
        {banner.subtitle && (
          <p className={clsx('text-pretty text-white/90', compact ? 'mt-0.5 text-sm' : 'mt-2 text-base sm:text-lg')}>
            {banner.subtitle}
          </p>
        )}
      </div>
      {link &&
        (link.external ? (
          <a href={link.href} rel="noopener noreferrer" className={clsx(cta, 'self-start', compact && 'sm:self-center')}>
            {label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        ) : (
          <Link href={link.href} className={clsx(cta, 'self-start', compact && 'sm:self-center')}>
            {label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ))}
    </div>
  );
}
