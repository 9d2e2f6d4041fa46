import type { JobCard as JobCardData } from '@lp/contract/catalogue';
import { relativeTime } from '@lp/contract/format';
import { formatExperienceRange, formatSalaryRange, type JobType, type WorkMode } from '@lp/contract/jobs';
import type { Locale } from '@lp/contract/locale';
import { Briefcase, Clock, MapPin } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { cn } from '@/lib/utils';
import { CardGrid, type GridColumns } from './card-grid';

/** Up to two initials of a company's name, for companies without a logo. */
export function companyInitials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : (words[0]?.slice(0, 2) ?? '');
  return letters.toUpperCase() || '?';
}

const INITIALS_TONES = [
  'bg-indigo-100 text-indigo-700',
  'bg-violet-100 text-violet-700',
  'bg-emerald-100 text-emerald-700',
  'bg-amber-100 text-amber-800',
  'bg-sky-100 text-sky-700',
  'bg-rose-100 text-rose-700',
] as const;

/** A company's logo, or its initials on a colour picked from its name (the same colour every time). */
export function CompanyLogo({ name, imageUrl, className }: { name: string; imageUrl: string | null; className?: string }) {
  if (imageUrl) {
    return (
      // biome-ignore lint/performance/noImgElement: logos come from any host (seed, uploads, CDN)
      <img
        src={imageUrl}
        alt=""
        loading="lazy"
        decoding="async"
        className={cn('size-12 shrink-0 rounded-xl border border-border bg-white object-contain p-1', className)}
      />
    );
  }
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-12 shrink-0 place-items-center rounded-xl text-base font-bold',
        INITIALS_TONES[hash % INITIALS_TONES.length],
        className,
      )}
    >
      {companyInitials(name)}
    </span>
  );
}

type CatalogueTranslate = ReturnType<typeof useTranslations<'catalogue'>>;

type JobFacts = {
  type: JobType;
  workMode: WorkMode;
  city: { name: string };
  experienceMinYears: number;
  experienceMaxYears: number;
  salaryMinPaise: number | null;
  salaryMaxPaise: number | null;
};

/**
 * A job's facts in the page's language: its type and work mode by their slugs (the contract's
 * labels are English), "Remote" in place of the company's city for a remote job, experience and
 * salary through the contract's helpers. For server pages (getTranslations) and components alike.
 */
export function jobLabels(job: JobFacts, t: CatalogueTranslate, locale: Locale) {
  const workMode = t(`workModes.${job.workMode}`);
  return {
    place: job.workMode === 'remote' ? workMode : job.city.name,
    workMode,
    type: t(`jobTypes.${job.type}`),
    experience: formatExperienceRange(job.experienceMinYears, job.experienceMaxYears, locale),
    salary: formatSalaryRange(job.salaryMinPaise, job.salaryMaxPaise, locale),
  };
}

/** `jobLabels` in a component (server or client) under the layout's `catalogue` messages. */
export function useJobLabels(job: JobFacts) {
  return jobLabels(job, useTranslations('catalogue'), useLocale() as Locale);
}

/**
 * A job in a list: company logo (or initials), title (the link), company, city, work mode,
 * type, experience range, salary in lakhs per annum and when it was posted. Works in server
 * and client components; the whole card is clickable through the title link's overlay.
 */
export function JobCard({
  job,
  headingLevel = 'h3',
  className,
}: {
  job: JobCardData;
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
}) {
  const Heading = headingLevel;
  const t = useTranslations('catalogue');
  const locale = useLocale() as Locale;
  const labels = jobLabels(job, t, locale);
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-md focus-within:border-indigo-300',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <CompanyLogo name={job.company.name} imageUrl={job.company.imageUrl} />
        <div className="min-w-0 flex-1">
          <Heading className="line-clamp-2 text-base leading-snug font-semibold">
            <Link
              href={`/jobs/${job.slug}`}
              className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-focus-within:text-primary hover:text-primary"
            >
              {job.title}
            </Link>
          </Heading>
          <p className="mt-0.5 truncate text-sm text-muted-foreground">{job.company.name}</p>
        </div>
      </div>
      <ul className="flex flex-wrap gap-1.5 text-xs" aria-label={t('jobFacts')}>
        <li className="inline-flex items-center gap-1 rounded-full bg-secondary px-2 py-0.5">
          <MapPin aria-hidden="true" className="size-3" />
          {labels.place}
        </li>
        {job.workMode === 'remote' ? null : <li className="rounded-full bg-secondary px-2 py-0.5">{labels.workMode}</li>}
        <li className="rounded-full bg-secondary px-2 py-0.5">{labels.type}</li>
        <li className="inline-flex items-center gap-1 rounded-full bg-secondary px-2 py-0.5">
          <Briefcase aria-hidden="true" className="size-3" />
          <span className="sr-only">{t('experiencePrefix')}</span>
          {labels.experience}
        </li>
      </ul>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1 text-sm">
        {labels.salary ? (
          <p className="font-semibold text-foreground">
            <span className="sr-only">{t('salaryPrefix')}</span>
            {labels.salary}
          </p>
        ) : (
          <p className="text-muted-foreground">{t('salaryNotDisclosed')}</p>
        )}
        <p className="inline-flex items-center gap-1 text-muted-foreground">
          <Clock aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{t('postedPrefix')}</span>
          <time dateTime={job.postedAt} suppressHydrationWarning>
            {relativeTime(job.postedAt, new Date(), locale)}
          </time>
        </p>
      </div>
    </article>
  );
}

/** The grid every job list uses (1 column on a phone, up to 3 on a wide screen). */
export function JobGrid({
  jobs,
  headingLevel,
  phoneRow,
  columns = 3,
  className,
}: {
  jobs: JobCardData[];
  headingLevel?: 'h2' | 'h3' | 'h4';
  phoneRow?: boolean;
  columns?: GridColumns;
  className?: string;
}) {
  return (
    <CardGrid items={jobs} columns={columns} phoneRow={phoneRow} className={className}>
      {(job) => <JobCard job={job} headingLevel={headingLevel} />}
    </CardGrid>
  );
}
