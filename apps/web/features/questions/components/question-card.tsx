import { authorName } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';
import type { QuestionCard as QuestionCardData } from '@lp/contract/questions';
import { CheckCircle2, MessageSquare, Star, ThumbsUp } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { RelativeTime } from '@/components/ui/relative-time';
import { cn } from '@/lib/utils';

/** One question in a list: votes and answers beside the title, excerpt, tags, who and when. */
export function QuestionCard({ question, headingLevel = 'h2' }: { question: QuestionCardData; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const t = useTranslations('questions');
  const locale = useLocale() as Locale;
  return (
    <article className="flex gap-4 rounded-2xl border border-border bg-card p-4 sm:p-5">
      <div className="hidden w-20 shrink-0 flex-col items-end gap-2 text-sm text-muted-foreground sm:flex">
        <span className="inline-flex items-center gap-1" title={t('votesTitle')}>
          <ThumbsUp aria-hidden="true" className="size-4" />
          {question.score}
          <span className="sr-only">{t('voteWord', { count: question.score })}</span>
        </span>
        <span
          className={cn(
            'inline-flex items-center gap-1 rounded-md px-1.5 py-0.5',
            question.accepted && 'bg-emerald-600 text-white',
            !question.accepted && question.answerCount > 0 && 'border border-emerald-600 text-emerald-700',
          )}
          title={t('answersTitle')}
        >
          {question.accepted ? (
            <CheckCircle2 aria-hidden="true" className="size-4" />
          ) : (
            <MessageSquare aria-hidden="true" className="size-4" />
          )}
          {question.answerCount}
          <span className="sr-only">{t('answerWord', { count: question.answerCount })}</span>
        </span>
      </div>
      <div className="min-w-0 flex-1">
        <Heading className="text-base font-semibold leading-snug sm:text-lg">
          <Link href={`/questions/${question.id}`} className="hover:text-primary hover:underline">
            {question.featured && (
              <Star aria-label={t('featured')} className="mr-1 inline size-4 fill-amber-400 text-amber-500" />
            )}
            {question.title}
          </Link>
        </Heading>
        {question.excerpt && <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{question.excerpt}</p>}
        <div className="mt-3 flex flex-wrap items-center gap-2 text-xs">
          {question.tags.map((tag) => (
            <Link
              key={tag.id}
              href={`/questions?tag=${encodeURIComponent(tag.slug)}`}
              className="rounded-md bg-secondary px-2 py-1 font-medium text-secondary-foreground hover:bg-secondary-hover"
            >
              {tag.name}
            </Link>
          ))}
          <span className="ml-auto text-muted-foreground">
            <span className="sm:hidden">{t('cardCounts', { votes: question.score, answers: question.answerCount })} </span>
            {t.rich('askedByCard', {
              name: authorName(question.author),
              time: () => <RelativeTime value={question.createdAt} locale={locale} />,
            })}
          </span>
        </div>
      </div>
    </article>
  );
}
