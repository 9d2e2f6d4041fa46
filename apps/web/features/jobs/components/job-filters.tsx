import { EXPERIENCE_STEPS } from '@lp/contract/constants';
import type { JobFacets } from '@lp/contract/jobs';
import { useTranslations } from 'next-intl';
import { type FacetField, FacetFilters } from '@/components/catalogue/facet-filters';
import type { JobsUrlQuery } from '../jobs-query';

type Translate = ReturnType<typeof useTranslations<'jobs'>>;
type CatalogueTranslate = ReturnType<typeof useTranslations<'catalogue'>>;

/** Type and work mode options carry the contract's English labels: shown in the page's language by their slug. */
function translatedOptions<T extends { slug: string; label: string }>(
  options: T[],
  catalogue: CatalogueTranslate,
  group: 'jobTypes' | 'workModes',
): T[] {
  return options.map((option) =>
    catalogue.has(`${group}.${option.slug}`) ? { ...option, label: catalogue(`${group}.${option.slug}`) } : option,
  );
}

function jobFields(facets: JobFacets | null, current: JobsUrlQuery, t: Translate, catalogue: CatalogueTranslate): FacetField[] {
  return [
    { kind: 'select', name: 'city', label: t('filters.city'), anyLabel: t('filters.anyCity'), options: facets?.city ?? [] },
    {
      kind: 'select',
      name: 'stream',
      label: t('filters.stream'),
      anyLabel: t('filters.anyStream'),
      options: facets?.stream ?? [],
    },
    {
      kind: 'select',
      name: 'type',
      label: t('filters.type'),
      anyLabel: t('filters.anyType'),
      options: translatedOptions(facets?.type ?? [], catalogue, 'jobTypes'),
    },
    {
      kind: 'select',
      name: 'work_mode',
      label: t('filters.workMode'),
      anyLabel: t('filters.anyWorkMode'),
      options: translatedOptions(facets?.work_mode ?? [], catalogue, 'workModes'),
    },
    {
      kind: 'select',
      name: 'experience',
      label: t('filters.experience'),
      anyLabel: t('filters.anyExperience'),
      options: EXPERIENCE_STEPS.map((years) => ({
        slug: String(years),
        label: t('filters.years', { years }),
        selected: current.experience === String(years),
      })),
    },
    {
      kind: 'select',
      name: 'company',
      label: t('filters.company'),
      anyLabel: t('filters.anyCompany'),
      options: facets?.company ?? [],
    },
  ];
}

/**
 * The jobs list's filters, on the catalogue's shared filter panel: a plain GET form (works
 * without JavaScript); with it, a change navigates at once to a clean URL, back to page 1.
 * Rendered on the server, which hands the panel its texts in the page's language.
 */
export function JobFilters({ facets, current }: { facets: JobFacets | null; current: JobsUrlQuery }) {
  const t = useTranslations('jobs');
  const catalogue = useTranslations('catalogue');
  return (
    <FacetFilters
      key={JSON.stringify(current)}
      basePath="/jobs"
      title={t('filters.title')}
      fields={jobFields(facets, current, t, catalogue)}
      current={current}
      search={{ name: 'q', label: t('filters.keywords'), placeholder: t('filters.titleOrSkill') }}
    />
  );
}
