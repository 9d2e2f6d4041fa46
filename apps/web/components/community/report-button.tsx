'use client';

import { clsx } from 'clsx';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';

type Reportable = 'question' | 'answer' | 'post' | 'comment';

/**
 * "Report" on something another learner wrote: asks what is wrong, stores the report for
 * moderation (POST /api/core/reports, one per reporter and object) and says what happened. The API
 * client loads with the first report: a post in search results carries this button.
 */
export function ReportButton({ model, id, className }: { model: Reportable; id: number; className?: string }) {
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  return (
    <span className={clsx('inline-flex flex-wrap items-center gap-2', className)}>
      <button
        type="button"
        className={clsx(buttonClassName({ variant: 'ghost', size: 'sm' }), 'text-muted-foreground')}
        aria-label={`Report this ${model}`}
        onClick={async () => {
          const reason = window.prompt(`What is wrong with this ${model}?`);
          if (!reason?.trim()) return;
          const [{ client, unwrap }, { errorMessage }] = await Promise.all([
            import('@/lib/api-client'),
            import('@/lib/api-error'),
          ]);
          try {
            const { message } = await unwrap(client.api.core.reports.$post({ json: { model, id, reason } }));
            setOutcome({ text: message, failed: false });
          } catch (error) {
            setOutcome({ text: errorMessage(error), failed: true });
          }
        }}
      >
        <Flag aria-hidden="true" />
        Report
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
