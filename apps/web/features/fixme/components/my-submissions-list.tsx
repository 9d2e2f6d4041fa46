'use client';

import type { FixmeResult, Submission } from '@lp/contract/fixme';
import type { Locale } from '@lp/contract/locale';
import { MESSAGES } from '@lp/contract/messages';
import { useLocale, useTranslations } from 'next-intl';
import { AccountList } from '@/components/account/account-list';
import { Link } from '@/components/ui/link';
import { RelativeTime } from '@/components/ui/relative-time';
import { useContractMessage } from '@/lib/use-contract-message';
import { cn } from '@/lib/utils';
import { MY_SUBMISSIONS_PAGE_SIZE, useMySubmissions } from '../api/get-my-submissions';
import { LanguageBadge } from './problem-card';

const RESULT_TONES: Record<FixmeResult, string> = {
  passed: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-rose-100 text-rose-900',
  error: 'bg-rose-100 text-rose-900',
  timeout: 'bg-amber-100 text-amber-900',
  memory: 'bg-amber-100 text-amber-900',
};

function SubmissionRow({ submission }: { submission: Submission }) {
  const t = useTranslations('fixme');
  const locale = useLocale() as Locale;
  return (
    <article className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <LanguageBadge language={submission.problem.language} />
        <h2 className="min-w-0 flex-1 text-base font-semibold">
          <Link href={`/fixme/${submission.problem.slug}`} className="hover:text-primary">
            {submission.problem.title}
          </Link>
        </h2>
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-medium', RESULT_TONES[submission.result])}>
          {t(`results.${submission.result}`)}
        </span>
      </div>
      <p className="text-sm text-muted-foreground">
        {t('submissionLine', {
          passed: submission.passed,
          total: submission.total,
          hiddenPassed: submission.hidden.passed,
          hiddenTotal: submission.hidden.total,
          ms: submission.durationMs,
        })}{' '}
        · <RelativeTime value={submission.createdAt} locale={locale} />
      </p>
      {submission.message && <p className="text-sm break-words text-rose-800">{submission.message}</p>}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-primary">{t('showCode')}</summary>
        <pre className="mt-2 max-h-72 overflow-auto rounded-lg bg-muted p-3 font-mono text-xs">{submission.code}</pre>
      </details>
    </article>
  );
}

/** The account page "Fix me codes": the user's submissions with their results, newest first. */
export function MySubmissionsList({ result, page }: { result: FixmeResult | undefined; page: number }) {
  const t = useTranslations('fixme');
  const say = useContractMessage();
  return (
    <AccountList
      list={useMySubmissions(result, page)}
      page={page}
      basePath="/account/fixme"
      query={{ type: result }}
      pageSize={MY_SUBMISSIONS_PAGE_SIZE}
      noun={(count) => t('submissionCount', { count })}
      empty={{ message: say(MESSAGES.noSubmissions), links: [{ href: '/fixme', label: t('findBug') }] }}
      renderItem={(submission) => <SubmissionRow submission={submission} />}
    />
  );
}
