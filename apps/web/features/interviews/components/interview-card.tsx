import type { InterviewCard as Card } from '@lp/contract/interviews';
import { Clock, Crown, ListChecks } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';

/** An interview in the list: category, title (the link, stretched over the card), summary, questions and time. */
export function InterviewCard({ interview, headingLevel: Heading = 'h2' }: { interview: Card; headingLevel?: 'h2' | 'h3' }) {
  const t = useTranslations('interviews');
  return (
    <article className="group relative flex h-full flex-col gap-3 rounded-2xl border border-border bg-card p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-md focus-within:border-indigo-300">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="font-medium tracking-wide text-indigo-700 uppercase">{t(`categories.${interview.category}`)}</span>
        <span className="rounded-full bg-secondary px-2 py-0.5">{t(`levels.${interview.level}`)}</span>
        {interview.isPremium && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900">
            <Crown aria-hidden="true" className="size-3" /> {t('premium')}
          </span>
        )}
      </div>
      <Heading className="text-lg leading-snug font-semibold">
        <Link
          href={`/interviews/${interview.slug}`}
          className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-focus-within:text-primary hover:text-primary"
        >
          {interview.title}
        </Link>
      </Heading>
      <p className="line-clamp-3 flex-1 text-sm text-muted-foreground">{interview.summary}</p>
      <p className="flex gap-4 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <ListChecks aria-hidden="true" className="size-4" /> {t('questionCount', { count: interview.questionCount })}
        </span>
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-4" /> {t('minutes', { minutes: interview.minutes })}
        </span>
      </p>
    </article>
  );
}
