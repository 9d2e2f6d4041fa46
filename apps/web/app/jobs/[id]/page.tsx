import { formatDate, relativeTime } from '@lp/contract/format';
import type { JobDetail } from '@lp/contract/jobs';
import type { Locale } from '@lp/contract/locale';
import { messageIn } from '@lp/contract/message-locale';
import { Briefcase, Building2, CalendarClock, Clock, ExternalLink, MapPin, Users } from 'lucide-react';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { CourseGrid } from '@/components/catalogue/course-card';
import { CompanyLogo, JobGrid, jobLabels } from '@/components/catalogue/job-card';
import { PHONE_ACTION_BAR_SPACE, PhoneActionBar } from '@/components/catalogue/phone-action-bar';
import { Markdown } from '@/components/markdown';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Fact } from '@/components/ui/fact';
import { Link } from '@/components/ui/link';
import { loadJob } from '@/features/jobs/api/load-job';
import { loadRecommendedCourses } from '@/features/jobs/api/load-recommended-courses';
import { loadSimilarJobs } from '@/features/jobs/api/load-similar-jobs';
import { ApplyPanel } from '@/features/jobs/components/apply-panel';
import { getServerSession } from '@/lib/server-api';
import { cn } from '@/lib/utils';

type Params = Promise<{ id: string }>;

/** The path segment as typed ("12" or a slug); a malformed escape is kept as it is (and then not found). */
function segmentValue(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The job for this page, or the not-found page; any other failure goes to the error boundary. */
async function jobFor(segment: string): Promise<JobDetail> {
  const result = await loadJob(segmentValue(segment));
  if (result.ok) return result.data;
  if (result.status === 404 || result.status === 422) notFound();
  throw new Error(result.message);
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const result = await loadJob(segmentValue((await params).id));
  const t = await getTranslations('jobs');
  if (!result.ok) return { title: t('job') };
  const job = result.data;
  const { place } = jobLabels(job, await getTranslations('catalogue'), (await getLocale()) as Locale);
  const names = { title: job.title, company: job.company.name };
  return {
    title: t('jobTitle', names),
    description: job.summary || t('jobDescription', { ...names, place }),
    alternates: { canonical: `/jobs/${job.slug}` },
  };
}

export default async function JobPage({ params }: { params: Params }) {
  const segment = (await params).id;
  const job = await jobFor(segment);
  // One address per job: an id (or a differently cased slug) leads to the slug.
  if (segmentValue(segment) !== job.slug) redirect(`/jobs/${job.slug}`);

  const [user, similar, courses] = await Promise.all([
    getServerSession(),
    loadSimilarJobs(job.id),
    loadRecommendedCourses(job.id),
  ]);
  const [t, catalogue] = await Promise.all([getTranslations('jobs'), getTranslations('catalogue')]);
  const locale = (await getLocale()) as Locale;
  const labels = jobLabels(job, catalogue, locale);
  const { salary } = labels;
  const { company } = job;

  return (
    <div className={cn('mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:pt-12', PHONE_ACTION_BAR_SPACE)}>
      <Breadcrumbs trail={[{ href: '/jobs', label: t('title') }]} current={job.title} />

      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <article className="min-w-0">
          <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <CompanyLogo name={company.name} imageUrl={company.imageUrl} className="size-16 text-xl" />
            <div className="min-w-0">
              <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{job.title}</h1>
              <p className="mt-1 text-lg text-muted-foreground">
                {company.name}
                <span aria-hidden="true"> · </span>
                {labels.place}
              </p>
              <ul className="mt-3 flex flex-wrap gap-1.5 text-xs" aria-label={catalogue('jobFacts')}>
                <li className="rounded-full bg-secondary px-2.5 py-1">{labels.workMode}</li>
                <li className="rounded-full bg-secondary px-2.5 py-1">{labels.type}</li>
                <li className="rounded-full bg-secondary px-2.5 py-1">{job.stream.name}</li>
              </ul>
            </div>
          </header>
          {job.acceptingApplications ? null : (
            <p role="status" className="mt-5 rounded-xl border border-border bg-muted px-4 py-3 font-medium">
              {t('closed')}
            </p>
          )}

          <dl className="mt-6 grid gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm sm:grid-cols-2">
            <Fact size="sm" icon={<Briefcase />} label={t('experience')}>
              {labels.experience}
            </Fact>
            <Fact size="sm" icon={<span className="text-sm font-bold">₹</span>} label={t('salary')}>
              {salary ?? t('notDisclosed')}
            </Fact>
            <Fact size="sm" icon={<MapPin />} label={t('location')}>
              {job.workMode === 'remote' ? labels.place : `${job.city.name} · ${labels.workMode}`}
            </Fact>
            <Fact size="sm" icon={<Users />} label={t('openings')}>
              {job.openings}
            </Fact>
            <Fact size="sm" icon={<Clock />} label={t('posted')}>
              <time dateTime={job.postedAt} suppressHydrationWarning>
                {relativeTime(job.postedAt, new Date(), locale)}
              </time>
            </Fact>
            {job.closesAt ? (
              <Fact size="sm" icon={<CalendarClock />} label={t('applyBy')}>
                <time dateTime={job.closesAt}>{formatDate(job.closesAt, locale)}</time>
              </Fact>
            ) : null}
          </dl>

          <section aria-labelledby="description-heading" className="mt-8">
            <h2 id="description-heading" className="text-xl font-semibold tracking-tight">
              {t('aboutJob')}
            </h2>
            {job.summary ? <p className="mt-3 font-medium">{job.summary}</p> : null}
            {/* The employer's Markdown, through the platform's safe renderer (links nofollow, no images). */}
            <Markdown source="user" className="mt-3 leading-relaxed text-zinc-700">
              {job.description}
            </Markdown>
          </section>

          {job.tags.length > 0 ? (
            <section aria-labelledby="skills-heading" className="mt-8">
              <h2 id="skills-heading" className="text-xl font-semibold tracking-tight">
                {t('skills')}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {job.tags.map((tag) => (
                  <li key={tag.id} className="rounded-full bg-primary-soft px-3 py-1 text-sm font-medium text-indigo-700">
                    {tag.name}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section aria-labelledby="company-heading" className="mt-8 rounded-2xl border border-border bg-surface p-5">
            <h2 id="company-heading" className="text-xl font-semibold tracking-tight">
              {t('aboutCompany', { company: company.name })}
            </h2>
            <dl className="mt-4 grid gap-4 sm:grid-cols-3">
              <Fact size="sm" icon={<Building2 />} label={t('industry')}>
                {company.industry}
              </Fact>
              <Fact size="sm" icon={<Users />} label={t('companySize')}>
                {t('employees', { size: company.size })}
              </Fact>
              {company.city ? (
                <Fact size="sm" icon={<MapPin />} label={t('headquarters')}>
                  {company.city.name}
                </Fact>
              ) : null}
            </dl>
            {company.about ? <p className="mt-4 leading-relaxed whitespace-pre-line text-zinc-700">{company.about}</p> : null}
            <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
              <Link href={`/jobs?company=${encodeURIComponent(company.slug)}`} className="text-primary hover:underline">
                {t('allJobsAt', { company: company.name })}
              </Link>
              {company.website ? (
                <a
                  href={company.website}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="inline-flex items-center gap-1 text-primary hover:underline"
                >
                  {t('website')}
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">{t('newTab')}</span>
                </a>
              ) : null}
            </div>
          </section>
        </article>

        <aside id="apply" className="scroll-mt-24 lg:sticky lg:top-24 lg:self-start">
          <ApplyPanel
            job={{ id: job.id, title: job.title }}
            application={job.application}
            signedIn={user !== null}
            returnPath={`/jobs/${job.slug}`}
            accepting={job.acceptingApplications}
          />
        </aside>
      </div>

      <section aria-labelledby="similar-heading" className="mt-14">
        <h2 id="similar-heading" className="text-2xl font-bold tracking-tight">
          {t('similar')}
        </h2>
        {similar.length > 0 ? (
          <JobGrid jobs={similar} headingLevel="h3" className="mt-5" />
        ) : (
          <p className="mt-3 text-muted-foreground">{messageIn(locale, 'noSimilarJobs')}</p>
        )}
      </section>

      <section aria-labelledby="courses-heading" className="mt-14">
        <h2 id="courses-heading" className="text-2xl font-bold tracking-tight">
          {t('recommendedCourses')}
        </h2>
        <p className="mt-1 text-muted-foreground">{t('recommendedCoursesIntro')}</p>
        {courses.length > 0 ? (
          <CourseGrid courses={courses} headingLevel="h3" className="mt-5" />
        ) : (
          <p className="mt-3 text-muted-foreground">{messageIn(locale, 'noRecommendedCourses')}</p>
        )}
      </section>
      {/* On a phone the apply panel comes after the whole description: this bar keeps it one tap away. */}
      <PhoneActionBar
        label={job.application ? t('barYourApplication') : job.acceptingApplications ? t('barApply') : t('barClosed')}
        href="#apply"
      >
        <p className="truncate text-sm font-semibold">{job.title}</p>
        <p className="truncate text-xs text-muted-foreground">{salary ?? company.name}</p>
      </PhoneActionBar>
    </div>
  );
}
