import type { FixmeDifficulty, FixmeFacets } from '@lp/contract/fixme';
import { useTranslations } from 'next-intl';
import { type FacetField, FacetFilters } from '@/components/catalogue/facet-filters';
import type { FixmeUrlQuery } from '../fixme-query';

/**
 * The fix-me list's filters on the catalogue's shared panel (a GET form; a change navigates at
 * once). Drawn on the server, which hands the panel its words; difficulties are named by slug
 * (the API sends them in English).
 */
export function FixmeFilters({ facets, current }: { facets: FixmeFacets | null; current: FixmeUrlQuery }) {
  const t = useTranslations('fixme.filters');
  const difficulty = useTranslations('fixme.difficulties');
  const fields: FacetField[] = [
    { kind: 'select', name: 'language', label: t('language'), anyLabel: t('anyLanguage'), options: facets?.language ?? [] },
    {
      kind: 'select',
      name: 'difficulty',
      label: t('difficulty'),
      anyLabel: t('anyDifficulty'),
      options: (facets?.difficulty ?? []).map((option) => ({ ...option, label: difficulty(option.slug as FixmeDifficulty) })),
    },
    { kind: 'select', name: 'topic', label: t('topic'), anyLabel: t('anyTopic'), options: facets?.topic ?? [] },
  ];
  return (
    <FacetFilters
      key={JSON.stringify(current)}
      basePath="/fixme"
      title={t('title')}
      fields={fields}
      current={current}
      search={{ name: 'q', label: t('keywords'), placeholder: t('keywordsPlaceholder') }}
    />
  );
}
