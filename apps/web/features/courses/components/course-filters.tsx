import { courseLanguageLabel, courseLanguageOfCode } from '@lp/contract/course-languages';
import { COURSE_SORTS, type CourseFacets } from '@lp/contract/courses';
import type { Locale } from '@lp/contract/locale';
import { useLocale, useTranslations } from 'next-intl';
import type { ActiveFilter } from '@/components/catalogue/active-filters';
import { type FacetField, FacetFilters } from '@/components/catalogue/facet-filters';
import type { CourseUrlQuery } from '../course-query';

type Translate = ReturnType<typeof useTranslations<'catalogue'>>;

/** Level and type options carry the contract's English labels: shown in the page's language by their slug. */
function translatedOptions<T extends { slug: string; label: string }>(
  options: T[],
  t: Translate,
  group: 'levels' | 'types',
): T[] {
  return options.map((option) =>
    t.has(`${group}.${option.slug}`) ? { ...option, label: t(`${group}.${option.slug}`) } : option,
  );
}

/** A language option (its slug is the code, `hi`) named in the page's language. */
function languageLabel(code: string, locale: Locale): string {
  const name = courseLanguageOfCode(code);
  return name ? courseLanguageLabel(name, locale) : code;
}

function courseFields(facets: CourseFacets | null, current: CourseUrlQuery, t: Translate, locale: Locale): FacetField[] {
  return [
    { kind: 'select', name: 'city', label: t('city'), anyLabel: t('allCities'), options: facets?.city ?? [] },
    { kind: 'select', name: 'stream', label: t('stream'), anyLabel: t('allStreams'), options: facets?.stream ?? [] },
    { kind: 'chips', name: 'level', label: t('level'), options: translatedOptions(facets?.level ?? [], t, 'levels') },
    { kind: 'chips', name: 'type', label: t('type'), options: translatedOptions(facets?.type ?? [], t, 'types') },
    { kind: 'select', name: 'institute', label: t('institute'), anyLabel: t('allInstitutes'), options: facets?.institute ?? [] },
    {
      kind: 'select',
      name: 'language',
      label: t('language'),
      anyLabel: t('allLanguages'),
      options: (facets?.language ?? []).map((option) => ({ ...option, label: languageLabel(option.slug, locale) })),
    },
    {
      kind: 'select',
      name: 'price',
      label: t('priceLabel'),
      anyLabel: t('freeAndPaid'),
      options: [
        { slug: 'free', label: t('freeOnly'), selected: current.price === 'free' },
        { slug: 'paid', label: t('paidOnly'), selected: current.price === 'paid' },
      ],
    },
  ];
}

/** The course list's filters with the number of courses for each value (from /courses/filters). */
export function CourseFilters({
  facets,
  current,
  basePath = '/courses',
}: {
  facets: CourseFacets | null;
  current: CourseUrlQuery;
  basePath?: string;
}) {
  const t = useTranslations('catalogue');
  const locale = useLocale() as Locale;
  return (
    <FacetFilters
      key={JSON.stringify(current)}
      basePath={basePath}
      title={t('filterCourses')}
      fields={courseFields(facets, current, t, locale)}
      current={current}
      search={{ name: 'q', label: t('keywords'), placeholder: t('courseOrSkill') }}
      sort={{
        name: 'sort',
        label: t('sortBy'),
        defaultValue: 'newest',
        options: COURSE_SORTS.map((value) => ({ value, label: t(`sorts.${value}`) })),
      }}
    />
  );
}

const FILTER_NAMES = ['city', 'stream', 'institute', 'level', 'type', 'language'] as const;

/** The active filters as chips, labelled from the facets (or the raw value when the facets are missing). */
export function activeCourseFilters(
  facets: CourseFacets | null,
  query: CourseUrlQuery,
  t: Translate,
  locale: Locale,
): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  if (query.q) out.push({ name: 'q', value: query.q, label: `“${query.q}”` });
  for (const name of FILTER_NAMES) {
    for (const value of query[name]?.split(',') ?? []) {
      const option = facets?.[name].find((o) => o.slug === value);
      const group = name === 'level' ? 'levels' : name === 'type' ? 'types' : null;
      const label =
        name === 'language'
          ? languageLabel(value, locale)
          : group && t.has(`${group}.${value}`)
            ? t(`${group}.${value}`)
            : (option?.label ?? value);
      out.push({ name, value, label });
    }
  }
  return out;
}
