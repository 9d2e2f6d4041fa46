import { formatDate } from '@lp/contract/format';
import type { JobStatus } from '@lp/contract/hiring';
import type { Locale } from '@lp/contract/locale';

export const JOB_STATUS_TONES: Record<JobStatus, string> = {
  draft: 'bg-amber-50 text-amber-800 ring-amber-200',
  published: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  closed: 'bg-zinc-100 text-zinc-700 ring-zinc-200',
};

/** "21 Nov 2026" / "21 नव॰ 2026" (an ISO time or a YYYY-MM-DD day), the same on the server and in the browser. */
export function formatDay(value: string, locale: Locale): string {
  return formatDate(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+05:30` : value, locale);
}
