'use client';

import { clsx } from 'clsx';
import { Flag } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';

type Reportable = 'question' | 'answer' | 'post' | 'comment';

/**
 * "Report" on something another learner wrote: asks what is wrong, stores the report for
 * moderation (POST /api/core/reports, one per reporter and object) and says what happened. The API
 * client loads with the first report: a post in search results carries this button.
 */
export function ReportButton({ model, id, className }: { model: Reportable; id: number; className?: string }) {
  const t = useTranslations('common.report');
  const locale = useLocale() === 'hi' ? 'hi' : 'en';
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  return (
    <span className={clsx('inline-flex flex-wrap items-center gap-2', className)}>
      <button
        type="button"
        className={clsx(buttonClassName({ variant: 'ghost', size: 'sm' }), 'text-muted-foreground')}
        aria-label={t('label', { model })}
        onClick={async () => {
          const reason = window.prompt(t('prompt', { model }));
          if (!reason?.trim()) return;
          // The Hindi table comes with the API client, on the first report: not in the page's first load.
          const [{ client, unwrap }, { errorMessage }, { translateMessage }] = await Promise.all([
            import('@/lib/api-client'),
            import('@/lib/api-error'),
            import('@lp/contract/message-locale'),
          ]);
          const say = (text: string) => translateMessage(text, locale);
          try {
            const { message } = await unwrap(client.api.core.reports.$post({ json: { model, id, reason } }));
            setOutcome({ text: say(message), failed: false });
          } catch (error) {
            setOutcome({ text: say(errorMessage(error)), failed: true });
          }
        }}
      >
        <Flag aria-hidden="true" />
        {t('button')}
      </button>
      {outcome && (
        <span
          role={outcome.failed ? 'alert' : 'status'}
          className={clsx('text-xs', outcome.failed ? 'text-destructive' : 'text-muted-foreground')}
        >
          {outcome.text}
        </span>
      )}
    </span>
  );
}
