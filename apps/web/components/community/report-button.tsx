'use client';

import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { client, errorMessage, unwrap } from '@/lib/api-client';
import { cn } from '@/lib/utils';

type Reportable = 'question' | 'answer' | 'post' | 'comment';

/**
 * "Report" on something another learner wrote: asks what is wrong, stores the report for
 * moderation (POST /api/core/reports, one per reporter and object) and says what happened.
 */
export function ReportButton({ model, id, className }: { model: Reportable; id: number; className?: string }) {
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-2', className)}>
      <Button
        size="sm"
        variant="ghost"
        className="text-muted-foreground"
        aria-label={`Report this ${model}`}
        onClick={async () => {
          const reason = window.prompt(`What is wrong with this ${model}?`);
          if (!reason?.trim()) return;
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
      </Button>
      {outcome && (
        <span
          role={outcome.failed ? 'alert' : 'status'}
          className={cn('text-xs', outcome.failed ? 'text-destructive' : 'text-muted-foreground')}
        >
          {outcome.text}
        </span>
      )}
    </span>
  );
}
