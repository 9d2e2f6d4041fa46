import type { CourseCard as CourseCardData } from '@lp/contract/catalogue';
import { courseLanguageLabel, DEFAULT_COURSE_LANGUAGE } from '@lp/contract/course-languages';
import { type CoursePrice, coursePrice } from '@lp/contract/course-price';
import { formatPrice } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';
import { clsx } from 'clsx';
import { Clock, Crown, Languages, MapPin } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { CardGrid, type GridColumns } from './card-grid';
import { RatingStars } from './rating-stars';

export const DEFAULT_COURSE_IMAGE = '/images/default-course.svg';

/** A course's price (contract coursePrice) in the page's language: its label and caption. */
export function useCoursePrice(course: { pricePaise: number; isPremium: boolean }): CoursePrice {
  const t = useTranslations('catalogue');
  const locale = useLocale() as Locale;
  const price = coursePrice(course);
  if (price.kind === 'premium')
    return { ...price, caption: t('withPremium'), label: t('includedInPremium') as 'Included in Premium' };
  if (price.kind === 'free') return { ...price, caption: t('freeToEnrol'), label: t('free') as 'Free' };
  return { ...price, caption: t('instituteFee'), label: formatPrice(course.pricePaise, locale) };
}

/**
 * A course in a list: image, title (the link), institute, city, level, type, duration, rating
 * and price. Works in server and client components. The whole card is clickable through the
 * title link's stretched overlay; the institute is plain text so there is one link per card.
 * `priority` marks the card whose picture is likely the page's largest paint (loaded at once,
 * first); every other picture waits until it nears the screen.
 */
export function CourseCard({
  course,
  headingLevel = 'h3',
  priority = false,
  className,
}: {
  course: CourseCardData;
  headingLevel?: 'h2' | 'h3' | 'h4';
  priority?: boolean;
  className?: string;
}) {
  const Heading = headingLevel;
  const t = useTranslations('catalogue');
  const locale = useLocale() as Locale;
  const price = useCoursePrice(course);
  return (
    <article
      className={clsx(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-md focus-within:border-indigo-300',
        className,
      )}
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-muted">
        {/* biome-ignore lint/performance/noImgElement: images come from any host (seed, uploads, CDN); the default is a local SVG */}
        <img
          src={course.imageUrl || DEFAULT_COURSE_IMAGE}
          alt=""
          width={640}
          height={360}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
        />
        <div className="absolute top-3 left-3 flex gap-1.5">
          {course.isPremium && (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100/95 px-2.5 py-0.5 text-xs font-semibold text-amber-900 shadow-sm">
              <Crown aria-hidden="true" className="size-3" />
              {t('premium')}
            </span>
          )}
          {course.featured && (
            <span className="rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-indigo-700 shadow-sm">
              {t('featured')}
            </span>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="truncate text-xs font-medium tracking-wide text-indigo-700 uppercase">{course.stream.name}</p>
        <Heading className="line-clamp-2 text-base leading-snug font-semibold">
          <Link
            href={`/courses/${course.slug}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-focus-within:text-primary hover:text-primary"
          >
            {course.title}
          </Link>
        </Heading>
        <p className="truncate text-sm text-muted-foreground">{course.institute.name}</p>
        <ul className="flex flex-wrap gap-1.5 text-xs" aria-label={t('courseFacts')}>
          <li className="rounded-full bg-secondary px-2 py-0.5">{t(`levels.${course.level}`)}</li>
          <li className="rounded-full bg-secondary px-2 py-0.5">{t(`types.${course.type}`)}</li>
          <li className="inline-flex items-center gap-1 rounded-full bg-secondary px-2 py-0.5">
            <Clock aria-hidden="true" className="size-3" />
            {t('weeks', { count: course.durationWeeks })}
          </li>
          <li className="inline-flex items-center gap-1 rounded-full bg-secondary px-2 py-0.5">
            <MapPin aria-hidden="true" className="size-3" />
            {course.city.name}
          </li>
          {/* Most courses are taught in English: the card names the language only when it is another. */}
          {course.language !== DEFAULT_COURSE_LANGUAGE ? (
            <li className="inline-flex items-center gap-1 rounded-full bg-secondary px-2 py-0.5">
              <Languages aria-hidden="true" className="size-3" />
              <span className="sr-only">{t('languageCaption')}</span>
              {courseLanguageLabel(course.language, locale)}
            </li>
          ) : null}
        </ul>
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <RatingStars value={course.ratingAvg} count={course.ratingCount} />
          <p
            className={clsx(
              'font-bold',
              price.kind === 'premium' ? 'text-sm text-amber-900' : 'text-base',
              price.kind === 'free' && 'text-success',
              price.kind === 'fee' && 'text-foreground',
            )}
          >
            <span className="sr-only">{price.kind === 'fee' ? t('priceCaption', { caption: price.caption }) : t('price')}</span>
            {price.label}
          </p>
        </div>
      </div>
    </article>
  );
}

/** The grid every course list uses (1 column on a phone, up to 4 on a wide screen). */
export function CourseGrid({
  courses,
  headingLevel,
  priorityFirst = false,
  phoneRow,
  columns = 4,
  className,
}: {
  courses: CourseCardData[];
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** The grid is at the top of its page: its first picture is prioritised. */
  priorityFirst?: boolean;
  phoneRow?: boolean;
  columns?: GridColumns;
  className?: string;
}) {
  return (
    <CardGrid items={courses} columns={columns} phoneRow={phoneRow} className={className}>
      {(course, index) => <CourseCard course={course} headingLevel={headingLevel} priority={priorityFirst && index === 0} />}
    </CardGrid>
  );
}
