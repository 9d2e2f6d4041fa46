import type { InstituteFacets } from '@lp/contract/institutes';
import { useTranslations } from 'next-intl';
import type { ActiveFilter } from '@/components/catalogue/active-filters';
import { type FacetField, FacetFilters } from '@/components/catalogue/facet-filters';
import type { InstituteUrlQuery } from '../institute-query';

/**
 * The facets with the kinds and ownerships named in the page's language by their slug (the API
 * sends English labels); cities and streams are names, shown as they are.
 */
export function localizedInstituteFacets(
  facets: InstituteFacets | null,
  name: (group: 'kinds' | 'ownerships', slug: string) => string,
): InstituteFacets | null {
  if (!facets) return null;
  return {
    ...facets,
    kind: facets.kind.map((option) => ({ ...option, label: name('kinds', option.slug) })),
    ownership: facets.ownership.map((option) => ({ ...option, label: name('ownerships', option.slug) })),
  };
}

/** The institute list's filters with the number of institutes for each value (from /institutes/filters). */
export function InstituteFilters({ facets, current }: { facets: InstituteFacets | null; current: InstituteUrlQuery }) {
  const t = useTranslations('institutes.filters');
  const fields: FacetField[] = [
    { kind: 'select', name: 'city', label: t('city'), anyLabel: t('allCities'), options: facets?.city ?? [] },
    { kind: 'select', name: 'stream', label: t('stream'), anyLabel: t('anyStream'), options: facets?.stream ?? [] },
    { kind: 'chips', name: 'kind', label: t('kind'), options: facets?.kind ?? [] },
    { kind: 'chips', name: 'ownership', label: t('ownership'), options: facets?.ownership ?? [] },
  ];
  return (
    <FacetFilters
      key={JSON.stringify(current)}
      basePath="/institutes"
      title={t('title')}
      fields={fields}
      current={current}
      search={{ name: 'q', label: t('keywords'), placeholder: t('keywordsPlaceholder') }}
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
