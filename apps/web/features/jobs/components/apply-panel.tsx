import type { ApplicationSummary } from '@lp/contract/jobs';
import { LogIn } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { IntlClient } from '@/components/intl-client';
import { buttonClassName } from '@/components/ui/button-styles';
import { Link } from '@/components/ui/link';
import { AppliedNotice } from './applied-notice';
import { LazyApplyForm } from './lazy-apply-form';

/**
 * The job page's apply box: a sign-in link for visitors, the résumé and cover note form for
 * signed-in users, and the application's date and status once they have applied. Rendered on the
 * server: only the form is a client component, handed the `jobs` messages.
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
  const t = useTranslations('jobs');
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
        <p className="rounded-lg bg-muted px-3 py-2 text-sm font-medium">{t('closed')}</p>
        <Link href="/jobs" className={`${buttonClassName({ variant: 'outline' })} w-full`}>
          {t('seeOpenJobs')}
        </Link>
      </Panel>
    );
  }
  if (!signedIn) {
    return (
      <Panel>
        <p className="text-sm text-muted-foreground">{t('signInToApplyText')}</p>
        <Link href={signInHref} className={`${buttonClassName()} w-full`}>
          <LogIn aria-hidden="true" />
          {t('signInToApply')}
        </Link>
      </Panel>
    );
  }
  return (
    <Panel>
      <IntlClient namespaces={['jobs']}>
        <LazyApplyForm job={job} signInHref={signInHref} />
      </IntlClient>
    </Panel>
  );
}

function Panel({ children }: { children: ReactNode }) {
  const t = useTranslations('jobs');
  return (
    <section aria-labelledby="apply-heading" className="grid gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm">
      <h2 id="apply-heading" className="text-lg font-semibold">
        {t('applyHeading')}
      </h2>
      {children}
    </section>
  );
}
