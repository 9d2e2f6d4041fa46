import type { CaseObjectType, CaseStatus } from '@lp/contract/staff';

export const CASE_STATUS_LABELS: Record<CaseStatus, string> = { open: 'Open', hidden: 'Hidden', dismissed: 'Dismissed' };
export const OBJECT_TYPE_LABELS: Record<CaseObjectType, string> = {
  question: 'Question',
  answer: 'Answer',
  post: 'Post',
  comment: 'Comment',
};

/** The first line of a reported text, shortened for a list. */
export function excerpt(text: string, length = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}
