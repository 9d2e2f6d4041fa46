import { formatPrice } from './format.ts';

/**
 * The one price model of a course (docs/spec-notes.md, "Price and access"): nothing is bought per
 * course on this site. A premium course is "Included in Premium" (its lessons open with a plan; no
 * fee is shown for it); any other course's lessons here are free to enrol in, and a fee, when the
 * course has one, is the institute's own for its taught batch, asked about through an enquiry and
 * paid to the institute.
 */
export type CoursePrice =
  | { kind: 'premium'; label: 'Included in Premium'; caption: string }
  | { kind: 'free'; label: 'Free'; caption: string }
  | { kind: 'fee'; label: string; caption: string };

export function coursePrice(course: { pricePaise: number; isPremium: boolean }): CoursePrice {
  if (course.isPremium) return { kind: 'premium', label: 'Included in Premium', caption: 'With a Premium plan' };
  if (course.pricePaise <= 0) return { kind: 'free', label: 'Free', caption: 'Free to enrol' };
  return { kind: 'fee', label: formatPrice(course.pricePaise), caption: "Institute's course fee" };
}
