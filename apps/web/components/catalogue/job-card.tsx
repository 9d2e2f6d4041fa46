import type { JobCard as JobCardData } from '@lp/contract/catalogue';
import { relativeTime } from '@lp/contract/format';
import { formatExperienceRange, formatSalaryRange, JOB_TYPE_LABELS, jobPlace, WORK_MODE_LABELS } from '@lp/contract/jobs';
import { Briefcase, Clock, MapPin } from 'lucide-react';
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
  const salary = formatSalaryRange(job.salaryMinPaise, job.salaryMaxPaise);
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
      <ul className="flex flex-wrap gap-1.5 text-xs" aria-label="Job facts">
        <li className="inline-flex items-center gap-1 rounded-full bg-secondary px-2 py-0.5">
          <MapPin aria-hidden="true" className="size-3" />
          {jobPlace(job)}
        </li>
        {job.workMode === 'remote' ? null : (
          <li className="rounded-full bg-secondary px-2 py-0.5">{WORK_MODE_LABELS[job.workMode]}</li>
        )}
        <li className="rounded-full bg-secondary px-2 py-0.5">{JOB_TYPE_LABELS[job.type]}</li>
        <li className="inline-flex items-center gap-1 rounded-full bg-secondary px-2 py-0.5">
          <Briefcase aria-hidden="true" className="size-3" />
          <span className="sr-only">Experience: </span>
          {formatExperienceRange(job.experienceMinYears, job.experienceMaxYears)}
        </li>
      </ul>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1 text-sm">
        {salary ? (
          <p className="font-semibold text-foreground">
            <span className="sr-only">Salary: </span>
            {salary}
          </p>
        ) : (
          <p className="text-muted-foreground">Salary not disclosed</p>
        )}
        <p className="inline-flex items-center gap-1 text-muted-foreground">
          <Clock aria-hidden="true" className="size-3.5" />
          <span className="sr-only">Posted </span>
          <time dateTime={job.postedAt} suppressHydrationWarning>
            {relativeTime(job.postedAt)}
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
