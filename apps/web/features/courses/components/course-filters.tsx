import { COURSE_SORT_LABELS, COURSE_SORTS, type CourseFacets } from '@lp/contract/courses';
import type { ActiveFilter } from '@/components/catalogue/active-filters';
import { type FacetField, FacetFilters } from '@/components/catalogue/facet-filters';
import type { CourseUrlQuery } from '../course-query';

function courseFields(facets: CourseFacets | null, current: CourseUrlQuery): FacetField[] {
  return [
    { kind: 'select', name: 'city', label: 'City', anyLabel: 'All cities', options: facets?.city ?? [] },
    { kind: 'select', name: 'stream', label: 'Stream', anyLabel: 'All streams', options: facets?.stream ?? [] },
    { kind: 'chips', name: 'level', label: 'Level', options: facets?.level ?? [] },
    { kind: 'chips', name: 'type', label: 'Type', options: facets?.type ?? [] },
    { kind: 'select', name: 'institute', label: 'Institute', anyLabel: 'All institutes', options: facets?.institute ?? [] },
    {
      kind: 'select',
      name: 'price',
      label: 'Price',
      anyLabel: 'Free and paid',
      options: [
        { slug: 'free', label: 'Free only', selected: current.price === 'free' },
        { slug: 'paid', label: 'Paid only', selected: current.price === 'paid' },
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
  return (
    <FacetFilters
      key={JSON.stringify(current)}
      basePath={basePath}
      title="Filter courses"
      fields={courseFields(facets, current)}
      current={current}
      search={{ name: 'q', label: 'Keywords', placeholder: 'Course or skill' }}
      sort={{
        name: 'sort',
        label: 'Sort by',
        defaultValue: 'newest',
        options: COURSE_SORTS.map((value) => ({ value, label: COURSE_SORT_LABELS[value] })),
      }}
    />
  );
}

const FILTER_NAMES = { city: 'City', stream: 'Stream', institute: 'Institute', level: 'Level', type: 'Type' } as const;

/** The active filters as chips, labelled from the facets (or the raw value when the facets are missing). */
export function activeCourseFilters(facets: CourseFacets | null, query: CourseUrlQuery): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  if (query.q) out.push({ name: 'q', value: query.q, label: `“${query.q}”` });
  for (const name of Object.keys(FILTER_NAMES) as (keyof typeof FILTER_NAMES)[]) {
    for (const value of query[name]?.split(',') ?? []) {
      const option = facets?.[name].find((o) => o.slug === value);
      out.push({ name, value, label: option?.label ?? value });
    }
  }
  return out;
}
