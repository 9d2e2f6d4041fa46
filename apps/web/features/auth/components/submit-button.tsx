import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';

/** A full-width submit button that is disabled and shows a spinner while pending. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  // `common`, not `auth`: the account area's forms use it too, under the layout's messages only.
  const t = useTranslations('common');
  return (
    <button type="submit" className={clsx(buttonClassName(), 'w-full')} disabled={pending} aria-busy={pending || undefined}>
      {pending ? <Spinner label={t('pleaseWait')} className="size-4" /> : null}
      {children}
    </button>
  );
}
