import type { EnquiryStatus } from '@lp/contract/enquiries';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/utils';

const TONES: Record<EnquiryStatus, string> = {
  new: 'bg-primary-soft text-indigo-900',
  contacted: 'bg-amber-100 text-amber-900',
  enrolled: 'bg-success-soft text-emerald-900',
  not_interested: 'bg-muted text-foreground',
  unreachable: 'bg-destructive-soft text-red-900',
};

/** An enquiry's status as a small pill (text, not colour alone, carries it). */
export function EnquiryStatusBadge({ status, className }: { status: EnquiryStatus; className?: string }) {
  const t = useTranslations('enquiries.statuses');
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[status], className)}>
      {t(status)}
    </span>
  );
}

/** "98765 43210" */
export const formatMobile = (digits: string) => (digits.length === 10 ? `${digits.slice(0, 5)} ${digits.slice(5)}` : digits);
