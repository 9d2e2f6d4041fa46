import { formatDate } from '@lp/contract/format';
import type { ApplicationSummary } from '@lp/contract/jobs';
import type { Locale } from '@lp/contract/locale';
import { CheckCircle2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { buttonClassName } from '@/components/ui/button-styles';
import { Link } from '@/components/ui/link';
import { ApplicationStatusBadge } from './application-status-badge';

/** The application's date and status; `justSent` adds the confirmation shown right after applying. */
export function AppliedNotice({ application, justSent }: { application: ApplicationSummary; justSent: boolean }) {
  const t = useTranslations('jobs');
  const locale = useLocale() as Locale;
  return (
    <div className="grid gap-3">
      {justSent ? (
        <Alert tone="success" className="flex items-start gap-2">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-semibold">{t('applicationSent')}</span>
            <span className="block">{t('applicationSentText')}</span>
          </span>
        </Alert>
      ) : null}
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span>{t('appliedOn', { date: formatDate(application.createdAt, locale) })}</span>
        <span aria-hidden="true">·</span>
        <span className="inline-flex items-center gap-1.5">
          {t('statusLabel')} <ApplicationStatusBadge status={application.status} />
        </span>
      </p>
      <Link href="/account/jobs" className={`${buttonClassName({ variant: 'outline' })} w-full`}>
        {t('seeApplications')}
      </Link>
    </div>
  );
}
