import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Link } from '@/components/ui/link';

/** The empty state of a catalogue list: the spec's text (MESSAGES.noCourses, ...) and a way out. */
export function EmptyListing({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-border p-10 text-center">
      <p className="text-muted-foreground">{message}</p>
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}

/**
 * A list that could not be shown: a 404 past the end says there is nothing more for the filter
 * (SPEC §8) and offers the first page; anything else is an error with the server's message.
 */
export function ListingError({ status, message, firstPageHref }: { status: number; message: string; firstPageHref: string }) {
  const t = useTranslations('catalogue');
  return (
    <Alert tone={status === 404 ? 'info' : 'error'} className="flex flex-wrap items-center justify-between gap-3">
      <span>{message}</span>
      <Link href={firstPageHref} className="font-medium underline">
        {status === 404 ? t('backToFirstPage') : t('startAgain')}
      </Link>
    </Alert>
  );
}
