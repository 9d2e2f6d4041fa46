import type { InstituteCard as InstituteCardData } from '@lp/contract/catalogue';
import { BookOpen, MapPin } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { cn } from '@/lib/utils';
import { CardGrid, type GridColumns } from './card-grid';
import { RatingStars } from './rating-stars';

export const DEFAULT_INSTITUTE_IMAGE = '/images/default-institute.svg';

/** An institute in a list: logo, name (the link), city, kind, ownership, rating and course count. */
export function InstituteCard({
  institute,
  headingLevel = 'h3',
  className,
}: {
  institute: InstituteCardData;
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
}) {
  const Heading = headingLevel;
  const t = useTranslations('institutes');
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-md focus-within:border-indigo-300',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        {/* biome-ignore lint/performance/noImgElement: images come from any host (seed, uploads, CDN); the default is a local SVG */}
        <img
          src={institute.imageUrl || DEFAULT_INSTITUTE_IMAGE}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          className="size-14 shrink-0 rounded-xl border border-border bg-muted object-cover"
        />
        <div className="min-w-0 flex-1">
          <Heading className="line-clamp-2 text-base leading-snug font-semibold">
            <Link
              href={`/institutes/${institute.slug}`}
              className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-focus-within:text-primary hover:text-primary"
            >
              {institute.name}
            </Link>
          </Heading>
          <p className="mt-0.5 inline-flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="size-3.5" />
            {institute.city.name}
          </p>
        </div>
      </div>
      {institute.summary && <p className="line-clamp-2 text-sm text-muted-foreground">{institute.summary}</p>}
      <ul className="flex flex-wrap gap-1.5 text-xs" aria-label={t('facts')}>
        {institute.featured && (
          <li className="rounded-full bg-primary-soft px-2 py-0.5 font-semibold text-indigo-700">{t('featured')}</li>
        )}
        <li className="rounded-full bg-secondary px-2 py-0.5">{t(`kinds.${institute.kind}`)}</li>
        <li className="rounded-full bg-secondary px-2 py-0.5">{t(`ownerships.${institute.ownership}`)}</li>
        {institute.establishedYear && (
          <li className="rounded-full bg-secondary px-2 py-0.5">
            {t('established', { year: String(institute.establishedYear) })}
          </li>
        )}
      </ul>
      <div className="mt-auto flex items-center justify-between gap-2 pt-1">
        <RatingStars value={institute.ratingAvg} count={institute.ratingCount} />
        <p className="inline-flex items-center gap-1 text-sm text-muted-foreground">
          <BookOpen aria-hidden="true" className="size-4" />
          {t('courseCount', { count: institute.courseCount })}
        </p>
      </div>
    </article>
  );
}

export function InstituteGrid({
  institutes,
  headingLevel,
  columns = 3,
  className,
}: {
  institutes: InstituteCardData[];
  headingLevel?: 'h2' | 'h3' | 'h4';
  columns?: GridColumns;
  className?: string;
}) {
  return (
    <CardGrid items={institutes} columns={columns} className={className}>
      {(institute) => <InstituteCard institute={institute} headingLevel={headingLevel} />}
    </CardGrid>
  );
}
