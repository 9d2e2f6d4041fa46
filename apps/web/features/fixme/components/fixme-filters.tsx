'use client';

import type { FixmeFacets } from '@lp/contract/fixme';
import { type FacetField, FacetFilters } from '@/components/catalogue/facet-filters';
import type { FixmeUrlQuery } from '../fixme-query';

function fields(facets: FixmeFacets | null): FacetField[] {
  return [
    { kind: 'select', name: 'language', label: 'Language', anyLabel: 'Any language', options: facets?.language ?? [] },
    { kind: 'select', name: 'difficulty', label: 'Difficulty', anyLabel: 'Any difficulty', options: facets?.difficulty ?? [] },
    { kind: 'select', name: 'topic', label: 'Topic', anyLabel: 'Any topic', options: facets?.topic ?? [] },
  ];
}

/** The fix-me list's filters on the catalogue's shared panel (a GET form; a change navigates at once). */
export function FixmeFilters({ facets, current }: { facets: FixmeFacets | null; current: FixmeUrlQuery }) {
  return (
    <FacetFilters
      key={JSON.stringify(current)}
      basePath="/fixme"
      title="Filter problems"
      fields={fields(facets)}
      current={current}
      search={{ name: 'q', label: 'Keywords', placeholder: 'Title or bug' }}
    />
  );
}
