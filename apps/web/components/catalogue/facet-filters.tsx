'use client';

import type { FacetOption } from '@lp/contract/filters';
import { formatCount } from '@lp/contract/format';
import { clsx } from 'clsx';
import { ChevronDown, Search, SlidersHorizontal, X } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useRef, useTransition } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';
import { Input } from '@/components/ui/input';
import { Link } from '@/components/ui/link';
import { Spinner } from '@/components/ui/spinner';
import { pageHref, readableQuery } from './page-href';

/** A fixed choice (years of experience) has no count. */
type SelectOption = Omit<FacetOption, 'count'> & { count?: number };

export type FacetField =
  /** One value at a time from a long list (city, stream, institute). */
  | { kind: 'select'; name: string; label: string; anyLabel: string; options: SelectOption[] }
  /** Any number of values from a short list (level, type): toggles, sent comma-separated. */
  | { kind: 'chips'; name: string; label: string; options: FacetOption[] };

export type SortField = { name: string; label: string; options: { value: string; label: string }[]; defaultValue: string };

const selectClass =
  'flex h-10 w-full min-w-0 rounded-lg border border-input bg-background px-3 py-0 text-base shadow-xs transition-colors focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 sm:text-sm';

function SelectField({
  field,
  current,
  onChange,
}: {
  field: Extract<FacetField, { kind: 'select' }>;
  current: string | undefined;
  onChange: () => void;
}) {
  const id = useId();
  const t = useTranslations('catalogue');
  const known = new Set(field.options.map((o) => o.slug));
  // A shared URL may hold several values (city=pune,mumbai) or one no longer listed: keep it as the current choice.
  const extra = current && !known.has(current) ? current : undefined;
  const extraLabel = extra?.includes(',')
    ? field.options
        .filter((o) => o.selected)
        .map((o) => o.label)
        .join(', ') || t('selectedCount', { count: extra.split(',').length })
    : extra;
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {field.label}
      </label>
      <select id={id} name={field.name} defaultValue={current ?? ''} onChange={onChange} className={selectClass}>
        <option value="">{field.anyLabel}</option>
        {extra ? <option value={extra}>{extraLabel}</option> : null}
        {field.options.map((option) => (
          <option key={option.slug} value={option.slug} disabled={option.count === 0 && !option.selected}>
            {option.count === undefined ? option.label : `${option.label} (${formatCount(option.count)})`}
          </option>
        ))}
      </select>
    </div>
  );
}

function ChipsField({
  field,
  current,
  onChange,
}: {
  field: Extract<FacetField, { kind: 'chips' }>;
  current: string | undefined;
  onChange: () => void;
}) {
  const chosen = new Set(current?.split(',') ?? []);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{field.label}</legend>
      <div className="flex flex-wrap gap-2">
        {field.options.map((option) => {
          const checked = chosen.has(option.slug);
          const empty = option.count === 0 && !checked;
          return (
            <label
              key={option.slug}
              className={clsx(
                'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm transition-colors select-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                checked
                  ? 'cursor-pointer border-primary bg-primary text-primary-foreground'
                  : empty
                    ? 'cursor-not-allowed border-input bg-background opacity-50'
                    : 'cursor-pointer border-input bg-background hover:bg-muted',
              )}
            >
              <input
                type="checkbox"
                name={field.name}
                value={option.slug}
                defaultChecked={checked}
                disabled={empty}
                onChange={onChange}
                className="sr-only"
              />
              {option.label}
              <span className={clsx('text-xs', checked ? 'text-indigo-100' : 'text-muted-foreground')}>
                {formatCount(option.count)}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The filters of a catalogue list, kept in the URL so that it can be shared and survives a
 * reload. A plain GET form (it works without JavaScript: repeated values are read as a comma
 * list); with JavaScript a change navigates at once to a clean URL: empty values left out,
 * several values of one filter joined by commas, back to page 1. Give it a `key` that changes
 * with the URL so that its controls show the new state after a navigation.
 */
export function FacetFilters({
  basePath,
  title,
  fields,
  current,
  sort,
  search,
}: {
  basePath: string;
  title: string;
  fields: FacetField[];
  current: Record<string, string | undefined>;
  sort?: SortField;
  search?: { name: string; label: string; placeholder: string };
}) {
  const router = useRouter();
  const t = useTranslations('catalogue');
  const formRef = useRef<HTMLFormElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const [pending, startTransition] = useTransition();
  const searchId = useId();
  const sortId = useId();
  const names = [...(search ? [search.name] : []), ...fields.map((f) => f.name)];
  const activeCount = names.reduce((n, name) => n + (current[name]?.split(',').length ?? 0), 0);
  const active = activeCount > 0;

  // Browsers without ::details-content cannot show a closed <details>' content by CSS: open it on a wide screen.
  useEffect(() => {
    if (typeof CSS !== 'undefined' && CSS.supports('selector(::details-content)')) return;
    if (detailsRef.current && window.matchMedia('(min-width: 64rem)').matches) detailsRef.current.open = true;
  }, []);

  function navigate(form: HTMLFormElement) {
    const values = new Map<string, string[]>();
    for (const [key, value] of new FormData(form)) {
      if (typeof value !== 'string' || value.trim() === '') continue;
      if (sort && key === sort.name && value === sort.defaultValue) continue;
      values.set(key, [...(values.get(key) ?? []), value.trim()]);
    }
    const params = new URLSearchParams();
    for (const [key, list] of values) params.set(key, [...new Set(list)].join(','));
    const query = readableQuery(params);
    startTransition(() => router.push(query ? `${basePath}?${query}` : basePath, { scroll: false }));
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(event.currentTarget);
  };
  const onChange = () => {
    if (formRef.current) navigate(formRef.current);
  };
  const clearHref = pageHref(basePath, sort ? { [sort.name]: current[sort.name] } : {}, 1);

  return (
    <search aria-label={title}>
      {/* Folded on a phone (a tap on "Filters" opens it); always open beside the list on a wide screen. */}
      <details className="group rounded-2xl border border-border bg-card shadow-sm lg:[&::details-content]:[content-visibility:visible]">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-2xl px-4 py-3 lg:hidden [&::-webkit-details-marker]:hidden">
          <span className="inline-flex items-center gap-2 font-semibold">
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {t('filters')}
            {activeCount > 0 ? (
              <span className="rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">{activeCount}</span>
            ) : null}
          </span>
          <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        {/* biome-ignore lint/correctness/noRestrictedElements: GET filters that work before the script runs (ADR 0022) */}
        <form
          ref={formRef}
          action={basePath}
          method="get"
          aria-busy={pending || undefined}
          onSubmit={onSubmit}
          className="grid gap-5 border-t border-border p-4 lg:border-t-0"
        >
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-base font-semibold max-lg:sr-only">{t('filters')}</h2>
            {pending ? <Spinner label={t('updatingList')} /> : null}
          </div>
          {search ? (
            <div className="grid gap-2">
              <label htmlFor={searchId} className="text-sm font-medium">
                {search.label}
              </label>
              <div className="relative">
                <Search
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
                />
                <Input
                  id={searchId}
                  name={search.name}
                  type="search"
                  defaultValue={current[search.name] ?? ''}
                  placeholder={search.placeholder}
                  maxLength={100}
                  className="pl-9"
                />
              </div>
            </div>
          ) : null}
          {sort ? (
            <div className="grid gap-2">
              <label htmlFor={sortId} className="text-sm font-medium">
                {sort.label}
              </label>
              <select
                id={sortId}
                name={sort.name}
                defaultValue={current[sort.name] ?? sort.defaultValue}
                onChange={onChange}
                className={selectClass}
              >
                {sort.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {fields.map((field) =>
            field.kind === 'select' ? (
              <SelectField key={field.name} field={field} current={current[field.name]} onChange={onChange} />
            ) : (
              <ChipsField key={field.name} field={field} current={current[field.name]} onChange={onChange} />
            ),
          )}
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={pending} className={buttonClassName()}>
              {t('apply')}
            </button>
            {active ? (
              <Link href={clearHref} className={buttonClassName({ variant: 'ghost' })}>
                <X aria-hidden="true" />
                {t('clearFilters')}
              </Link>
            ) : null}
          </div>
        </form>
      </details>
    </search>
  );
}
