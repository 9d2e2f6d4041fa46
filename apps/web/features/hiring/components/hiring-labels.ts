import type { JobStatus } from '@lp/contract/hiring';

export const JOB_STATUS_TONES: Record<JobStatus, string> = {
  draft: 'bg-amber-50 text-amber-800 ring-amber-200',
  published: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  closed: 'bg-zinc-100 text-zinc-700 ring-zinc-200',
};

const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** "21 Nov 2026" (an ISO time or a YYYY-MM-DD day), the same on the server and in the browser. */
export function formatDay(value: string): string {
  return dayFormat.format(new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+05:30` : value));
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** "₹6,00,000 – ₹9,00,000 a year", or null. */
export function formatSalaryInr(min: number | null, max: number | null): string | null {
  if (min === null && max === null) return null;
  if (min !== null && max !== null) return `${rupees.format(min)} – ${rupees.format(max)} a year`;
  return min !== null ? `From ${rupees.format(min)} a year` : `Up to ${rupees.format(max as number)} a year`;
}
