'use client';

import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';

/** The parts loaded on demand that say so when they do not arrive (`ui.loadFailed` in the message files). */
export type LoadFailedPart = 'postBox' | 'applicationForm' | 'quiz' | 'yourCourses' | 'thisCourse';

/** Says that a part of the page loaded on demand did not arrive (offline, say), with a retry. */
export function LoadFailed({ what, onRetry, className }: { what: LoadFailedPart; onRetry: () => void; className?: string }) {
  const t = useTranslations('ui');
  return (
    <p role="alert" className={clsx('text-sm text-destructive', className)}>
      {t(`loadFailed.${what}`)}{' '}
      <button type="button" className="font-medium underline" onClick={onRetry}>
        {t('tryAgain')}
      </button>
    </p>
  );
}
