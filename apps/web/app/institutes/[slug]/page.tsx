import { formatCount } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';
import { messageIn } from '@lp/contract/message-locale';
import { BookOpen, Building2, CalendarDays, ExternalLink, Landmark, MapPin } from 'lucide-react';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { DEFAULT_INSTITUTE_IMAGE } from '@/components/catalogue/institute-card';
import { PHONE_ACTION_BAR_SPACE, PhoneActionBar } from '@/components/catalogue/phone-action-bar';
import { RatingStars } from '@/components/catalogue/rating-stars';
import { IntlClient } from '@/components/intl-client';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { buttonVariants } from '@/components/ui/button';
import { Fact } from '@/components/ui/fact';
import { Link } from '@/components/ui/link';
import { EnquiryPanel } from '@/features/enquiries/components/enquiry-panel';
import { loadFirstInstituteCourses, loadInstitute } from '@/features/institutes/api/load-institutes';
import { InstituteCoursesList } from '@/features/institutes/components/institute-courses-list';
import { InstituteCoursesShell } from '@/features/institutes/components/institute-courses-shell';
import { ReviewsPanel } from '@/features/reviews/components/reviews-panel';
import { cn } from '@/lib/utils';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [institute, t] = await Promise.all([loadInstitute((await params).slug), getTranslations('institutes')]);
  return {
    title: institute.name,
    description: institute.summary || t('metaFallback', { name: institute.name, city: institute.city.name }),
  };
}

/** Only http(s) links are shown as links; anything else is left out. */
function safeWebsite(url: string | null): URL | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

export default async function InstitutePage({ params }: Props) {
  const institute = await loadInstitute((await params).slug);
  const firstCourses = await loadFirstInstituteCourses(institute.id);
  const website = safeWebsite(institute.website);
  const [t, locale] = await Promise.all([getTranslations('institutes'), getLocale() as Promise<Locale>]);

  return (
    <div className={cn('mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:pt-12', PHONE_ACTION_BAR_SPACE)}>
      <Breadcrumbs
        trail={[
          { href: '/institutes', label: t('title') },
          { href: `/institutes?city=${encodeURIComponent(institute.city.slug)}`, label: institute.city.name },
        ]}
        current={institute.name}
      />

      <header className="mt-6 flex flex-col gap-5 sm:flex-row sm:items-center">
        {/* biome-ignore lint/performance/noImgElement: images come from any host; the default is a local SVG */}
        <img
          src={institute.imageUrl || DEFAULT_INSTITUTE_IMAGE}
          alt=""
          width={96}
          height={96}
          className="size-20 shrink-0 rounded-2xl border border-border bg-muted object-cover sm:size-24"
        />
        <div className="min-w-0">
          {institute.featured && (
            <p className="mb-2 inline-flex rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-indigo-700">
              {t('featured')}
            </p>
          )}
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{institute.name}</h1>
          <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
            <span className="inline-flex items-center gap-1.5 text-muted-foreground">
              <MapPin aria-hidden="true" className="size-4" />
              {institute.city.name}
            </span>
            <a href="#reviews" className="inline-flex rounded hover:underline">
              <RatingStars value={institute.rating.avg} count={institute.rating.count} size="md" />
            </a>
          </div>
          <a href="#enquiry" className={buttonVariants({ size: 'lg', className: 'mt-4 w-full sm:w-auto lg:hidden' })}>
            {t('enquire')}
          </a>
        </div>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0">
          <dl className="grid gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm sm:grid-cols-2 xl:grid-cols-3">
            <Fact icon={<Building2 aria-hidden="true" className="size-4" />} label={t('kind')}>
              {t(`kinds.${institute.kind}`)}
            </Fact>
            <Fact icon={<Landmark aria-hidden="true" className="size-4" />} label={t('ownership')}>
              {t(`ownerships.${institute.ownership}`)}
            </Fact>
            {institute.establishedYear && (
              <Fact icon={<CalendarDays aria-hidden="true" className="size-4" />} label={t('establishedLabel')}>
                {institute.establishedYear}
              </Fact>
            )}
            <Fact icon={<BookOpen aria-hidden="true" className="size-4" />} label={t('courses')}>
              {formatCount(institute.courseCount)}
            </Fact>
            {website && (
              <Fact icon={<ExternalLink aria-hidden="true" className="size-4" />} label={t('website')}>
                <a
                  href={website.href}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="text-primary hover:underline"
                >
                  {website.hostname.replace(/^www\./, '')}
                </a>
              </Fact>
            )}
          </dl>

          <section aria-labelledby="about-heading" className="mt-10">
            <h2 id="about-heading" className="text-xl font-semibold tracking-tight sm:text-2xl">
              {t('about', { name: institute.name })}
            </h2>
            {institute.summary && <p className="mt-3 text-lg text-muted-foreground">{institute.summary}</p>}
            <div className="mt-3 leading-relaxed whitespace-pre-line text-zinc-700">{institute.description}</div>
            {institute.streams.length > 0 && (
              <ul className="mt-5 flex flex-wrap gap-2" aria-label={t('streams')}>
                {institute.streams.map((stream) => (
                  <li key={stream.id}>
                    <Link
                      href={`/courses?${new URLSearchParams({ institute: institute.slug, stream: stream.slug })}`}
                      className="inline-flex items-center gap-1.5 rounded-full border border-border bg-secondary px-3 py-1 text-sm hover:border-indigo-200 hover:bg-primary-soft hover:text-indigo-800"
                    >
                      {stream.name}
                      <span className="text-xs text-muted-foreground">{stream.courseCount}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="courses-heading" className="mt-10">
            <h2 id="courses-heading" className="mb-4 text-xl font-semibold tracking-tight sm:text-2xl">
              {t('coursesAt', { name: institute.name })}
            </h2>
            <IntlClient namespaces={['institutes']}>
              <InstituteCoursesShell
                instituteId={institute.id}
                firstPage={firstCourses}
                emptyMessage={messageIn(locale, 'noCourses')}
              >
                {firstCourses ? <InstituteCoursesList courses={firstCourses.results} count={firstCourses.count} /> : null}
              </InstituteCoursesShell>
            </IntlClient>
          </section>

          <div id="reviews" className="mt-12 scroll-mt-24">
            <ReviewsPanel modelName="institute" modelId={institute.id} />
          </div>
        </div>

        <aside className="grid content-start gap-6 lg:sticky lg:top-20">
          <section
            id="enquiry"
            aria-labelledby="enquiry-heading"
            className="scroll-mt-24 rounded-2xl border border-border bg-card p-5 shadow-sm"
          >
            <h2 id="enquiry-heading" className="text-lg font-semibold">
              {t('enquire')}
            </h2>
            <p className="mt-1 mb-4 text-sm text-muted-foreground">{t('willGetBack', { name: institute.name })}</p>
            <EnquiryPanel modelName="institute" modelId={institute.id} subject={institute.name} />
          </section>
        </aside>
      </div>
      <PhoneActionBar label={t('enquireNow')} href="#enquiry">
        <p className="truncate text-sm font-semibold">{institute.name}</p>
        <p className="text-xs text-muted-foreground">{institute.city.name}</p>
      </PhoneActionBar>
    </div>
  );
}
