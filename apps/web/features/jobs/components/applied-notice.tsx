import type { ApplicationSummary } from '@lp/contract/jobs';
import { CheckCircle2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { buttonClassName } from '@/components/ui/button-styles';
import { Link } from '@/components/ui/link';
import { ApplicationStatusBadge, formatDay } from './application-status-badge';

/** The application's date and status; `justSent` adds the confirmation shown right after applying. */
export function AppliedNotice({ application, justSent }: { application: ApplicationSummary; justSent: boolean }) {
  return (
    <div className="grid gap-3">
      {justSent ? (
        <Alert tone="success" className="flex items-start gap-2">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-semibold">Application sent</span>
            <span className="block">The employer will review your résumé. Follow its status in your account.</span>
          </span>
        </Alert>
      ) : null}
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span>You applied on {formatDay(application.createdAt)}</span>
        <span aria-hidden="true">·</span>
        <span className="inline-flex items-center gap-1.5">
          Status: <ApplicationStatusBadge status={application.status} />
        </span>
      </p>
      <Link href="/account/jobs" className={`${buttonClassName({ variant: 'outline' })} w-full`}>
        See your applications
      </Link>
    </div>
  );
}
