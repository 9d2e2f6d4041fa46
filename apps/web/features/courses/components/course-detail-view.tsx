import { courseLanguageLabel } from '@lp/contract/course-languages';
import { type CourseDetail, tagCoursesPath } from '@lp/contract/courses';
import { formatCount } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';
import { Building2, CalendarClock, Clock, Crown, Globe, GraduationCap, Laptop, MapPin, Users } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { DEFAULT_COURSE_IMAGE, useCoursePrice } from '@/components/catalogue/course-card';
import { PHONE_ACTION_BAR_SPACE, PhoneActionBar, PriceText } from '@/components/catalogue/phone-action-bar';
import { RatingStars } from '@/components/catalogue/rating-stars';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { buttonVariants } from '@/components/ui/button';
import { Fact } from '@/components/ui/fact';
import { Link } from '@/components/ui/link';
import { cn } from '@/lib/utils';
import { CourseOutline, formatMinutes } from './course-outline';

/**
 * The learner's course page, shown by /courses/[slug] and by the studio's preview of a draft
 * (issue 31: "preview it exactly as a learner will see it"). What other features add (enrolling,
 * the premium panel, the enquiry form, reviews) comes in as slots, which a preview leaves empty.
 */
export function CourseDetailView({
  course,
  phoneAction,
  enrol,
  premiumPanel,
  enquiryForm,
  reviews,
  className,
}: {
  course: CourseDetail;
  /** The phone bar's action: what the price leads to. */
  phoneAction: { label: string; href: string };
  enrol?: ReactNode;
  premiumPanel?: (className: string) => ReactNode;
  enquiryForm?: ReactNode;
  reviews?: ReactNode;
  /** The page's frame (the staff console's preview sits inside the console's own padding). */
  className?: string;
}) {
  const t = useTranslations('course');
  const catalogue = useTranslations('catalogue');
  const locale = useLocale() as Locale;
  const price = useCoursePrice(course);
  const weeks = catalogue('weeks', { count: course.durationWeeks });
  // Beside a fee: what the fee is for and what stays free (docs/spec-notes.md, "Price and access").
  const feeNote = t('feeNote');
  const type = catalogue(`types.${course.type}`);
  return (
    <div className={cn('mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:pt-12', PHONE_ACTION_BAR_SPACE, className)}>
      <Breadcrumbs
        trail={[
          { href: '/courses', label: t('breadcrumbCourses') },
          { href: `/courses?stream=${encodeURIComponent(course.stream.slug)}`, label: course.stream.name },
        ]}
        current={course.title}
      />

      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0">
          <header>
            <div className="mb-3 flex flex-wrap gap-2 empty:hidden">
              {course.isPremium && (
                <p className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                  <Crown aria-hidden="true" className="size-3.5" />
                  {catalogue('premium')}
                </p>
              )}
              {course.featured && (
                <p className="inline-flex rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-indigo-700">
                  {catalogue('featured')}
                </p>
              )}
            </div>
            <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{course.title}</h1>
            {course.summary && <p className="mt-3 text-lg text-muted-foreground">{course.summary}</p>}
            <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
              <Link
                href={`/institutes/${course.institute.slug}`}
                className="inline-flex items-center gap-1.5 font-medium text-primary hover:underline"
              >
                <Building2 aria-hidden="true" className="size-4" />
                {course.institute.name}
              </Link>
              <span className="inline-flex items-center gap-1.5 text-muted-foreground">
                <MapPin aria-hidden="true" className="size-4" />
                {course.city.name}
              </span>
              <a href="#reviews" className="inline-flex rounded hover:underline">
                <RatingStars value={course.rating.avg} count={course.rating.count} size="md" />
              </a>
            </div>
          </header>

          <div className="mt-5 flex items-center justify-between gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm lg:hidden">
            <div>
              <p className="text-xs font-medium text-muted-foreground">{price.caption}</p>
              <PriceText
                price={price.label}
                kind={price.kind}
                className={price.kind === 'premium' ? 'text-lg leading-tight' : 'text-2xl'}
              />
              <p className="text-xs text-muted-foreground">
                {type} · {weeks}
              </p>
            </div>
            <a href="#enquiry" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              {t('enquireNow')}
            </a>
          </div>
          {price.kind === 'fee' && <p className="mt-3 text-sm text-muted-foreground lg:hidden">{feeNote}</p>}
          {enrol ? (
            <div id="enrol" className="mt-3 scroll-mt-24 lg:hidden">
              {enrol}
            </div>
          ) : null}

          {course.isPremium && premiumPanel?.('mt-4 lg:hidden')}

          <div className="mt-6 overflow-hidden rounded-2xl border border-border bg-muted lg:hidden">
            <CourseCover src={course.imageUrl} className="aspect-[16/9] w-full object-cover" />
          </div>

          <dl className="mt-8 grid gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm sm:grid-cols-2 xl:grid-cols-3">
            <Fact icon={<GraduationCap aria-hidden="true" className="size-4" />} label={t('level')}>
              {catalogue(`levels.${course.level}`)}
            </Fact>
            <Fact icon={<Laptop aria-hidden="true" className="size-4" />} label={t('type')}>
              {type}
            </Fact>
            <Fact icon={<CalendarClock aria-hidden="true" className="size-4" />} label={t('duration')}>
              {weeks}
            </Fact>
            <Fact icon={<Clock aria-hidden="true" className="size-4" />} label={t('lessons')}>
              {course.totals.items} · {formatMinutes(course.totals.minutes, t)}
            </Fact>
            <Fact icon={<Globe aria-hidden="true" className="size-4" />} label={t('language')}>
              {courseLanguageLabel(course.language, locale)}
            </Fact>
            <Fact icon={<Users aria-hidden="true" className="size-4" />} label={t('learners')}>
              {formatCount(course.enrolmentCount)}
            </Fact>
          </dl>

          <section aria-labelledby="about-heading" className="mt-10">
            <h2 id="about-heading" className="text-xl font-semibold tracking-tight sm:text-2xl">
              {t('about')}
            </h2>
            <div className="mt-3 grid gap-3 leading-relaxed whitespace-pre-line text-zinc-700">{course.description}</div>
            {course.tags.length > 0 && (
              <ul className="mt-5 flex flex-wrap gap-2" aria-label={t('tags')}>
                {course.tags.map((tag) => (
                  <li key={tag.id}>
                    <Link
                      href={tagCoursesPath(tag.slug)}
                      className="inline-flex rounded-full border border-border bg-secondary px-3 py-1 text-sm hover:border-indigo-200 hover:bg-primary-soft hover:text-indigo-800"
                    >
                      #{tag.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="outline-heading" className="mt-10">
            <h2 id="outline-heading" className="mb-3 text-xl font-semibold tracking-tight sm:text-2xl">
              {t('outline')}
            </h2>
            <CourseOutline modules={course.modules} totals={course.totals} />
          </section>

          <section aria-labelledby="institute-heading" className="mt-10 rounded-2xl border border-border bg-surface p-5">
            <h2 id="institute-heading" className="text-lg font-semibold">
              {t('offeredBy')}
            </h2>
            <div className="mt-3 flex items-start gap-4">
              {/* biome-ignore lint/performance/noImgElement: images come from any host; the default is a local SVG */}
              <img
                src={course.institute.imageUrl || '/images/default-institute.svg'}
                alt=""
                className="size-14 shrink-0 rounded-xl border border-border bg-white object-cover"
              />
              <div className="min-w-0">
                <Link href={`/institutes/${course.institute.slug}`} className="font-semibold text-primary hover:underline">
                  {course.institute.name}
                </Link>
                <p className="text-sm text-muted-foreground">{course.institute.city.name}</p>
                {course.institute.summary && <p className="mt-2 text-sm">{course.institute.summary}</p>}
              </div>
            </div>
          </section>

          {reviews ? (
            <div id="reviews" className="mt-12 scroll-mt-24">
              {reviews}
            </div>
          ) : null}
        </div>

        <aside className="grid content-start gap-6 lg:sticky lg:top-20">
          <div className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
            <CourseCover src={course.imageUrl} className="hidden aspect-[16/9] w-full bg-muted object-cover lg:block" />
            <div className="p-5">
              <p className="text-sm text-muted-foreground">{price.caption}</p>
              <PriceText price={price.label} kind={price.kind} className={price.kind === 'premium' ? 'text-2xl' : 'text-3xl'} />
              <p className="mt-1 text-sm text-muted-foreground">
                {type} · {weeks}
              </p>
              {price.kind === 'fee' && (
                <>
                  <a
                    href="#enquiry"
                    className={buttonVariants({ size: 'lg', variant: 'outline', className: 'mt-4 hidden w-full lg:flex' })}
                  >
                    {t('enquireNow')}
                  </a>
                  <p className="mt-3 hidden text-sm text-muted-foreground lg:block">{feeNote}</p>
                </>
              )}
              {enrol ? <div className="mt-4 hidden lg:block">{enrol}</div> : null}
            </div>
          </div>
          {course.isPremium && premiumPanel?.('hidden lg:block')}
          <section
            id="enquiry"
            aria-labelledby="enquiry-heading"
            className="scroll-mt-24 rounded-2xl border border-border bg-card p-5 shadow-sm"
          >
            <h2 id="enquiry-heading" className="text-lg font-semibold">
              {t('enquireTitle')}
            </h2>
            <p className="mt-1 mb-4 text-sm text-muted-foreground">{t('willGetBack', { institute: course.institute.name })}</p>
            {enquiryForm}
          </section>
        </aside>
      </div>
      <PhoneActionBar label={phoneAction.label} href={phoneAction.href}>
        <p className="text-xs text-muted-foreground">{price.caption}</p>
        <PriceText
          price={price.label}
          kind={price.kind}
          className={price.kind === 'premium' ? 'text-base leading-tight' : 'text-lg leading-tight'}
        />
      </PhoneActionBar>
    </div>
  );
}

/** The course's picture (or the default), loaded first: the phone shows it in the page, a wide screen beside it. */
function CourseCover({ src, className }: { src: string | null | undefined; className: string }) {
  return (
    // biome-ignore lint/performance/noImgElement: images come from any host; the default is a local SVG
    <img src={src || DEFAULT_COURSE_IMAGE} alt="" width={640} height={360} fetchPriority="high" className={className} />
  );
}
