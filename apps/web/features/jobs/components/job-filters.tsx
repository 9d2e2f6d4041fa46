'use client';

import { EXPERIENCE_MAX_YEARS, type JobFacets, type JobFacetValue } from '@lp/contract/jobs';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useRef, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { JOB_QUERY_KEYS, type JobsUrlQuery } from '../jobs-query';

const selectClass =
  'flex h-10 w-full min-w-0 rounded-lg border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 sm:text-sm';

/** 0 to 20 years, then the contract's maximum. */
const EXPERIENCE_CHOICES = [...Array.from({ length: 21 }, (_, i) => i), EXPERIENCE_MAX_YEARS];

function FacetSelect({
  name,
  label,
  anyLabel,
  values,
  current,
  onChange,
}: {
  name: keyof JobsUrlQuery;
  label: string;
  anyLabel: string;
  values: JobFacetValue[];
  current: string | undefined;
  onChange: () => void;
}) {
  const id = useId();
  const known = new Set(values.map((v) => v.slug));
  // A shared URL may carry several values (city=pune,delhi) or one no longer listed: keep it selectable.
  const extra = current && !known.has(current) ? current : undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} name={name} defaultValue={current ?? ''} onChange={onChange} className={selectClass}>
        <option value="">{anyLabel}</option>
        {extra ? <option value={extra}>{extra.includes(',') ? `${extra.split(',').length} selected` : extra}</option> : null}
        {values.map((value) => (
          <option key={value.slug} value={value.slug}>
            {value.label} ({value.count.toLocaleString('en-IN')})
          </option>
        ))}
      </select>
    </div>
  );
}

function withoutCompany(current: JobsUrlQuery): string {
  const params = new URLSearchParams();
  for (const key of JOB_QUERY_KEYS) {
    const value = current[key];
    if (key !== 'company' && value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `/jobs?${search}` : '/jobs';
}

/**
 * The jobs list's filters. A plain GET form (works without JavaScript); with it, a change
 * navigates at once to a clean URL (empty filters left out, back to page 1).
 */
export function JobFilters({ facets, current }: { facets: JobFacets | null; current: JobsUrlQuery }) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [pending, startTransition] = useTransition();
  const [open, setOpen] = useState(false);
  const formId = useId();
  const searchId = useId();
  const experienceId = useId();
  const activeCount = JOB_QUERY_KEYS.filter((key) => current[key]).length;
  const active = activeCount > 0;

  function navigate(form: HTMLFormElement) {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      if (typeof value === 'string' && value.trim() !== '') params.set(key, value.trim());
    }
    const search = params.toString();
    startTransition(() => router.push(search ? `/jobs?${search}` : '/jobs', { scroll: false }));
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(event.currentTarget);
  };
  const onChange = () => {
    if (formRef.current) navigate(formRef.current);
  };

  return (
    <search aria-label="Filter jobs">
      {/* On a phone the filters fold away behind a button so that the results come first. */}
      <Button
        variant="outline"
        className="w-full lg:hidden"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((value) => !value)}
      >
        <SlidersHorizontal aria-hidden="true" />
        {open ? 'Hide filters' : active ? `Filters (${activeCount})` : 'Filters'}
      </Button>
      <form
        id={formId}
        ref={formRef}
        action="/jobs"
        method="get"
        aria-busy={pending || undefined}
        onSubmit={onSubmit}
        className={cn(
          'mt-3 gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm lg:mt-0 lg:grid',
          open ? 'grid' : 'hidden',
        )}
      >
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-base font-semibold">Filters</h2>
          {pending ? <Spinner label="Updating jobs" /> : null}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={searchId}>Keywords</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
            />
            <Input
              id={searchId}
              name="q"
              type="search"
              defaultValue={current.q ?? ''}
              placeholder="Title or skill"
              maxLength={200}
              className="pl-9"
            />
          </div>
        </div>
        <FacetSelect
          name="city"
          label="City"
          anyLabel="Any city"
          values={facets?.city ?? []}
          current={current.city}
          onChange={onChange}
        />
        <FacetSelect
          name="stream"
          label="Stream"
          anyLabel="Any stream"
          values={facets?.stream ?? []}
          current={current.stream}
          onChange={onChange}
        />
        <FacetSelect
          name="type"
          label="Job type"
          anyLabel="Any type"
          values={facets?.type ?? []}
          current={current.type}
          onChange={onChange}
        />
        <FacetSelect
          name="work_mode"
          label="Work mode"
          anyLabel="Any work mode"
          values={facets?.work_mode ?? []}
          current={current.work_mode}
          onChange={onChange}
        />
        <div className="grid gap-2">
          <Label htmlFor={experienceId}>Your experience</Label>
          <select
            id={experienceId}
            name="experience"
            defaultValue={current.experience ?? ''}
            onChange={onChange}
            className={selectClass}
          >
            <option value="">Any experience</option>
            {EXPERIENCE_CHOICES.map((years) => (
              <option key={years} value={String(years)}>
                {years === 0 ? 'Fresher (0 years)' : `${years} ${years === 1 ? 'year' : 'years'}`}
              </option>
            ))}
          </select>
        </div>
        {current.company ? (
          <p className="flex items-center justify-between gap-2 rounded-lg bg-secondary px-3 py-2 text-sm">
            <span>
              Company:{' '}
              <span className="font-medium">
                {facets?.company.find((c) => c.slug === current.company)?.label ?? current.company}
              </span>
            </span>
            <input type="hidden" name="company" value={current.company} />
            <Link
              href={withoutCompany(current)}
              aria-label="Remove the company filter"
              className="grid size-7 place-items-center rounded-md hover:bg-secondary-hover"
            >
              <X aria-hidden="true" className="size-4" />
            </Link>
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending}>
            Show jobs
          </Button>
          {active ? (
            <Button asChild variant="ghost">
              <Link href="/jobs">
                <X aria-hidden="true" />
                Clear filters
              </Link>
            </Button>
          ) : null}
        </div>
      </form>
    </search>
  );
}
