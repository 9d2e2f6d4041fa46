import type { InstituteFacets } from '@lp/contract/institutes';
import type { ActiveFilter } from '@/components/catalogue/active-filters';
import { type FacetField, FacetFilters } from '@/components/catalogue/facet-filters';
import type { InstituteUrlQuery } from '../institute-query';

function instituteFields(facets: InstituteFacets | null): FacetField[] {
  return [
    { kind: 'select', name: 'city', label: 'City', anyLabel: 'All cities', options: facets?.city ?? [] },
    { kind: 'select', name: 'stream', label: 'Courses in', anyLabel: 'Any stream', options: facets?.stream ?? [] },
    { kind: 'chips', name: 'kind', label: 'Kind', options: facets?.kind ?? [] },
    { kind: 'chips', name: 'ownership', label: 'Ownership', options: facets?.ownership ?? [] },
  ];
}

/** The institute list's filters with the number of institutes for each value (from /institutes/filters). */
export function InstituteFilters({ facets, current }: { facets: InstituteFacets | null; current: InstituteUrlQuery }) {
  return (
    <FacetFilters
      key={JSON.stringify(current)}
      basePath="/institutes"
      title="Filter institutes"
      fields={instituteFields(facets)}
      current={current}
      search={{ name: 'q', label: 'Keywords', placeholder: 'Institute name' }}
    />
  );
}

const FILTER_NAMES = ['city', 'stream', 'kind', 'ownership'] as const;

export function activeInstituteFilters(facets: InstituteFacets | null, query: InstituteUrlQuery): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  if (query.q) out.push({ name: 'q', value: query.q, label: `“${query.q}”` });
  for (const name of FILTER_NAMES) {
    for (const value of query[name]?.split(',') ?? []) {
      out.push({ name, value, label: facets?.[name].find((o) => o.slug === value)?.label ?? value });
    }
  }
  return out;
}
