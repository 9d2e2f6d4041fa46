'use client';

import { relativeTime } from '@lp/contract/format';
import type { Attempt } from '@lp/contract/interviews';
import type { Locale } from '@lp/contract/locale';
import { MESSAGES } from '@lp/contract/messages';
import { useLocale, useTranslations } from 'next-intl';
import { AccountList } from '@/components/account/account-list';
import { Link } from '@/components/ui/link';
import { useContractMessage } from '@/lib/use-contract-message';
import { MY_ATTEMPTS_PAGE_SIZE, useMyAttempts } from '../api/get-my-attempts';
import { FeedbackPanel } from './interview-session';

function AttemptRow({ attempt }: { attempt: Attempt }) {
  const t = useTranslations('interviews.attempts');
  const locale = useLocale() as Locale;
  return (
    <article className="grid gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm">
      <header className="flex flex-wrap items-baseline gap-2">
        <h2 className="min-w-0 flex-1 text-base font-semibold">
          <Link href={`/interviews/${attempt.interview.slug}`} className="hover:text-primary">
            {attempt.interview.title}
          </Link>
        </h2>
        <span className="text-sm text-muted-foreground">
          {attempt.status === 'completed'
            ? t('completed', { when: relativeTime(attempt.completedAt ?? attempt.startedAt, new Date(), locale) })
            : t('inProgress')}{' '}
          · {t('answered', { answered: attempt.answers.length, total: attempt.questionCount })}
          {attempt.coverage !== null ? ` · ${t('keyPoints', { percent: attempt.coverage })}` : ''}
        </span>
      </header>
      {attempt.answers.length > 0 && (
        <ol className="grid gap-3">
          {attempt.answers.map((answer, index) => (
            <li key={answer.id} className="grid gap-2 border-t border-border pt-3">
              <p className="text-sm font-medium">{t('answer', { number: index + 1 })}</p>
              {answer.mediaUrl && (
                // biome-ignore lint/a11y/useMediaCaption: the learner's own recording has no captions to offer
                <video
                  src={answer.mediaUrl}
                  controls
                  preload="metadata"
                  data-testid="answer-playback"
                  className={answer.mediaMime?.startsWith('audio') ? 'h-14 w-full' : 'max-h-72 w-full rounded-lg bg-slate-900'}
                />
              )}
              {answer.answerText && <p className="text-sm whitespace-pre-wrap">{answer.answerText}</p>}
              {answer.feedback && <FeedbackPanel feedback={answer.feedback} />}
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}

/** The account page "Interviews": each attempt with its recorded answers to play back and its feedback. */
export function MyAttemptsList({ page }: { page: number }) {
  const t = useTranslations('interviews.attempts');
  const say = useContractMessage();
  return (
    <AccountList
      list={useMyAttempts(page)}
      page={page}
      basePath="/account/interviews"
      pageSize={MY_ATTEMPTS_PAGE_SIZE}
      noun={(count) => t('count', { count })}
      empty={{ message: say(MESSAGES.noAttempts), links: [{ href: '/interviews', label: t('tryOne') }] }}
      renderItem={(attempt) => <AttemptRow attempt={attempt} />}
    />
  );
}
