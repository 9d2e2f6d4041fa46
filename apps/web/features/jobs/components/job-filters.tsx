'use client';

import { EXPERIENCE_STEPS } from '@lp/contract/constants';
import type { JobFacets } from '@lp/contract/jobs';
import { type FacetField, FacetFilters } from '@/components/catalogue/facet-filters';
import type { JobsUrlQuery } from '../jobs-query';

function jobFields(facets: JobFacets | null, current: JobsUrlQuery): FacetField[] {
  return [
    { kind: 'select', name: 'city', label: 'City', anyLabel: 'Any city', options: facets?.city ?? [] },
    { kind: 'select', name: 'stream', label: 'Stream', anyLabel: 'Any stream', options: facets?.stream ?? [] },
    { kind: 'select', name: 'type', label: 'Job type', anyLabel: 'Any type', options: facets?.type ?? [] },
    { kind: 'select', name: 'work_mode', label: 'Work mode', anyLabel: 'Any work mode', options: facets?.work_mode ?? [] },
    {
      kind: 'select',
      name: 'experience',
      label: 'Your experience',
      anyLabel: 'Any experience',
      options: EXPERIENCE_STEPS.map((years) => ({
        slug: String(years),
        label: years === 0 ? 'Fresher (0 years)' : `${years} ${years === 1 ? 'year' : 'years'}`,
        selected: current.experience === String(years),
      })),
    },
    { kind: 'select', name: 'company', label: 'Company', anyLabel: 'Any company', options: facets?.company ?? [] },
  ];
}

/**
 * The jobs list's filters, on the catalogue's shared filter panel: a plain GET form (works
 * without JavaScript); with it, a change navigates at once to a clean URL, back to page 1.
 */
export function JobFilters({ facets, current }: { facets: JobFacets | null; current: JobsUrlQuery }) {
  return (
    <FacetFilters
      key={JSON.stringify(current)}
      basePath="/jobs"
      title="Filter jobs"
      fields={jobFields(facets, current)}
      current={current}
      search={{ name: 'q', label: 'Keywords', placeholder: 'Title or skill' }}
    />
  );
}
