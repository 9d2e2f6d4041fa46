import type { QuizCard as QuizCardData } from '@lp/contract/learning';
import { Clock, Crown, ListChecks, Target } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { CardGrid } from './card-grid';

type QuizTranslate = ReturnType<typeof useTranslations<'quiz'>>;

/** "Untimed", "15 min": a quiz's time limit in the page's language (`t` of the `quiz` messages). */
export function formatLimit(seconds: number | null, t: QuizTranslate): string {
  if (seconds === null) return t('card.untimed');
  return t('card.minutes', { minutes: Math.round(seconds / 60) });
}

/** A quiz in a list: title, stream, level, length, time limit and pass mark. */
export function QuizCard({ quiz, headingLevel: Heading = 'h2' }: { quiz: QuizCardData; headingLevel?: 'h2' | 'h3' }) {
  const t = useTranslations('quiz');
  const catalogue = useTranslations('catalogue');
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-border bg-card p-5 shadow-sm transition hover:border-indigo-200 hover:shadow-md focus-within:border-indigo-300">
      <div className="flex items-center gap-2 text-xs font-medium">
        <span className="rounded-full bg-primary-soft px-2.5 py-0.5 text-indigo-700">{t(`card.levels.${quiz.level}`)}</span>
        {quiz.featured ? (
          <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-amber-800">{catalogue('featured')}</span>
        ) : null}
        {quiz.isPremium ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-zinc-900 px-2.5 py-0.5 text-white">
            <Crown aria-hidden="true" className="size-3" />
            {catalogue('premium')}
          </span>
        ) : null}
      </div>
      <Heading className="mt-3 text-lg leading-snug font-semibold">
        <Link
          href={`/quizzes/${quiz.slug}`}
          className="after:absolute after:inset-0 after:content-[''] hover:text-primary focus-visible:outline-none"
        >
          {quiz.title}
        </Link>
      </Heading>
      {quiz.stream ? <p className="text-sm text-muted-foreground">{quiz.stream.name}</p> : null}
      <p className="mt-2 line-clamp-2 flex-1 text-sm text-zinc-700">{quiz.summary}</p>
      <dl className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <div className="flex items-center gap-1">
          <dt className="sr-only">{t('card.questionsLabel')}</dt>
          <ListChecks aria-hidden="true" className="size-4" />
          <dd>{t('card.questions', { count: quiz.questionCount })}</dd>
        </div>
        <div className="flex items-center gap-1">
          <dt className="sr-only">{t('card.timeLimit')}</dt>
          <Clock aria-hidden="true" className="size-4" />
          <dd>{formatLimit(quiz.timeLimitSeconds, t)}</dd>
        </div>
        <div className="flex items-center gap-1">
          <dt className="sr-only">{t('card.passMarkLabel')}</dt>
          <Target aria-hidden="true" className="size-4" />
          <dd>{t('card.pass', { percent: quiz.passPercent })}</dd>
        </div>
      </dl>
    </article>
  );
}

/** Quiz cards in the grid every catalogue list uses. */
export function QuizGrid({
  quizzes,
  headingLevel = 'h2',
  className,
}: {
  quizzes: QuizCardData[];
  headingLevel?: 'h2' | 'h3';
  className?: string;
}) {
  return (
    <CardGrid items={quizzes} columns={3} className={className}>
      {(quiz) => <QuizCard quiz={quiz} headingLevel={headingLevel} />}
    </CardGrid>
  );
}
