import type { FixmeCard, FixmeDifficulty, FixmeLanguage } from '@lp/contract/fixme';
import { FIXME_LANGUAGE_LABELS } from '@lp/contract/fixme-labels';
import { CheckCircle2, Crown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { cn } from '@/lib/utils';

const DIFFICULTY_TONES: Record<FixmeDifficulty, string> = {
  easy: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  medium: 'bg-amber-50 text-amber-800 ring-amber-200',
  hard: 'bg-rose-50 text-rose-800 ring-rose-200',
};

const LANGUAGE_TONES: Record<FixmeLanguage, string> = {
  javascript: 'bg-yellow-100 text-yellow-900',
  python: 'bg-sky-100 text-sky-900',
};

export function DifficultyBadge({ difficulty }: { difficulty: FixmeDifficulty }) {
  const t = useTranslations('fixme.difficulties');
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset', DIFFICULTY_TONES[difficulty])}>
      {t(difficulty)}
    </span>
  );
}

export function LanguageBadge({ language }: { language: FixmeLanguage }) {
  return (
    <span className={cn('rounded px-1.5 py-0.5 font-mono text-xs font-semibold', LANGUAGE_TONES[language])}>
      {FIXME_LANGUAGE_LABELS[language]}
    </span>
  );
}

/** A problem in the list: language, difficulty, title (the link, stretched over the card), the symptom, topic, solved. */
export function ProblemCard({ problem, headingLevel: Heading = 'h2' }: { problem: FixmeCard; headingLevel?: 'h2' | 'h3' }) {
  const t = useTranslations('fixme');
  return (
    <article className="group relative flex h-full flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-md focus-within:border-indigo-300">
      <div className="flex flex-wrap items-center gap-2">
        <LanguageBadge language={problem.language} />
        <DifficultyBadge difficulty={problem.difficulty} />
        {problem.isPremium && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
            <Crown aria-hidden="true" className="size-3" /> {t('premium')}
          </span>
        )}
        {problem.solved && (
          <span className="ml-auto inline-flex items-center gap-1 text-xs font-medium text-emerald-700">
            <CheckCircle2 aria-hidden="true" className="size-4" /> {t('solved')}
          </span>
        )}
      </div>
      <Heading className="text-base leading-snug font-semibold">
        <Link
          href={`/fixme/${problem.slug}`}
          className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-focus-within:text-primary hover:text-primary"
        >
          {problem.title}
        </Link>
      </Heading>
      <p className="line-clamp-2 flex-1 text-sm text-muted-foreground">{problem.summary}</p>
      <p className="text-xs font-medium tracking-wide text-indigo-700 uppercase">{problem.topic.name}</p>
    </article>
  );
}
