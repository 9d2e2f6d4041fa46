import type { ApplicationSummary } from '@lp/contract/jobs';
import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';
import { Link } from '@/components/ui/link';
import { AppliedNotice } from './applied-notice';
import { LazyApplyForm } from './lazy-apply-form';

/**
 * The job page's apply box: a sign-in link for visitors, the résumé and cover note form for
 * signed-in users, and the application's date and status once they have applied. Rendered on the
 * server: only the form is a client component.
 */
export function ApplyPanel({
  job,
  application,
  signedIn,
  returnPath,
  accepting = true,
}: {
  job: { id: number; title: string };
  application: ApplicationSummary | null;
  signedIn: boolean;
  returnPath: string;
  /** False once the job is closed: "No longer accepting applications". */
  accepting?: boolean;
}) {
  const signInHref = `/login?${new URLSearchParams({ callbackUrl: returnPath })}`;
  if (application) {
    return (
      <Panel>
        <AppliedNotice application={application} justSent={false} />
      </Panel>
    );
  }
  if (!accepting) {
    return (
      <Panel>
        <p className="rounded-lg bg-muted px-3 py-2 text-sm font-medium">No longer accepting applications</p>
        <Link href="/jobs" className={`${buttonClassName({ variant: 'outline' })} w-full`}>
          See open jobs
        </Link>
      </Panel>
    );
  }
  if (!signedIn) {
    return (
      <Panel>
        <p className="text-sm text-muted-foreground">Sign in to send your résumé to the employer and track your application.</p>
        <Link href={signInHref} className={`${buttonClassName()} w-full`}>
          <LogIn aria-hidden="true" />
          Sign in to apply
        </Link>
      </Panel>
    );
  }
  return (
    <Panel>
      <LazyApplyForm job={job} signInHref={signInHref} />
    </Panel>
  );
}

function Panel({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="apply-heading" className="grid gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm">
      <h2 id="apply-heading" className="text-lg font-semibold">
        Apply for this job
      </h2>
      {children}
    </section>
  );
}
