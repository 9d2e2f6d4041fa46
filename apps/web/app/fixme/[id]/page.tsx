import type { FixmeDetail } from '@lp/contract/fixme';
import { FIXME_LANGUAGE_LABELS } from '@lp/contract/fixme-labels';
import type { Locale } from '@lp/contract/locale';
import { messageIn } from '@lp/contract/message-locale';
import { clsx } from 'clsx';
import { ArrowDown, CheckCircle2, Crown, EyeOff, Lock } from 'lucide-react';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { IntlClient } from '@/components/intl-client';
import { Markdown } from '@/components/markdown';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-styles';
import { Link } from '@/components/ui/link';
import { loadProblem } from '@/features/fixme/api/load-problem';
import { DifficultyBadge, LanguageBadge } from '@/features/fixme/components/problem-card';
import { Workbench } from '@/features/fixme/components/workbench';
import { UpNext } from '@/features/search/components/up-next';
import { nextItemTerm } from '@/features/search/search-paths';
import { signInPath } from '@/lib/safe-callback-url';
import { getServerSession } from '@/lib/server-api';

type Params = Promise<{ id: string }>;

function segmentValue(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [result, t] = await Promise.all([loadProblem(segmentValue((await params).id)), getTranslations('fixme')]);
  if (!result.ok) return { title: t('title') };
  return {
    title: t('problemTitle', { title: result.data.title, language: FIXME_LANGUAGE_LABELS[result.data.language] }),
    description: result.data.summary,
    alternates: { canonical: `/fixme/${result.data.slug}` },
  };
}

/** In place of the workbench on a locked problem: what premium gives and the way to it. */
async function PremiumGate({ slug, signedIn }: { slug: string; signedIn: boolean }) {
  const [t, locale] = await Promise.all([getTranslations('fixme.gate'), getLocale() as Promise<Locale>]);
  return (
    <section
      id="premium-gate-section"
      aria-labelledby="premium-gate"
      className="scroll-mt-24 content-start self-start rounded-2xl border border-amber-200 bg-amber-50 p-8 text-center"
    >
      <Crown aria-hidden="true" className="mx-auto size-10 text-amber-600" />
      <h2 id="premium-gate" className="mt-4 text-2xl font-bold">
        {t('title')}
      </h2>
      <p className="mt-2 text-amber-900">
        {messageIn(locale, 'premiumOnly')} {t('text')}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href="/premium">{t('seePremium')}</Link>
        </Button>
        {signedIn ? (
          <Button asChild variant="outline">
            <Link href="/fixme">{t('backToProblems')}</Link>
          </Button>
        ) : (
          <Button asChild variant="outline">
            <Link href={signInPath(`/fixme/${slug}`)}>{t('signIn')}</Link>
          </Button>
        )}
      </div>
    </section>
  );
}

export default async function FixmeProblemPage({ params }: { params: Params }) {
  const segment = (await params).id;
  const result = await loadProblem(segmentValue(segment));
  if (!result.ok) {
    if (result.status === 404 || result.status === 422) notFound();
    throw new Error(result.message);
  }
  const problem: FixmeDetail = result.data;
  if (segmentValue(segment) !== problem.slug) redirect(`/fixme/${problem.slug}`);
  const [user, t] = await Promise.all([getServerSession(), getTranslations('fixme')]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <Breadcrumbs trail={[{ href: '/fixme', label: t('title') }]} current={problem.title} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <article className="grid content-start gap-5">
          <header className="grid gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <LanguageBadge language={problem.language} />
              <DifficultyBadge difficulty={problem.difficulty} />
              <span className="text-xs font-medium tracking-wide text-indigo-700 uppercase">{problem.topic.name}</span>
            </div>
            <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{problem.title}</h1>
            <p className="text-lg text-muted-foreground">{problem.summary}</p>
            {problem.solved ? (
              <p className="inline-flex items-center gap-2 text-sm font-medium text-emerald-700">
                <CheckCircle2 aria-hidden="true" className="size-4" /> {t('solvedThis')}
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">{t('solveToEarn', { points: problem.points })}</p>
            )}
            {/* On a phone the editor comes after the description and the tests; this reaches it from the first screen. */}
            <a
              href={problem.locked ? '#premium-gate-section' : '#your-fix'}
              className={clsx(buttonClassName(), 'justify-self-start lg:hidden')}
            >
              {problem.locked ? t('seeHowToUnlock') : t('fixTheCode')} <ArrowDown aria-hidden="true" />
            </a>
          </header>
          <Markdown source="course">{problem.description}</Markdown>
          {problem.locked ? (
            <p className="inline-flex items-center gap-2 text-sm text-muted-foreground">
              <Lock aria-hidden="true" className="size-4" />
              {t('lockedTests', { count: problem.testCount })}
            </p>
          ) : (
            <section aria-labelledby="visible-tests" className="grid gap-2">
              <h2 id="visible-tests" className="text-lg font-semibold">
                {t('visibleTests')}
              </h2>
              <ul className="grid gap-2">
                {problem.visibleTests.map((test) => (
                  <li key={test.name} className="rounded-lg border border-border bg-muted/40 p-3 font-mono text-xs break-all">
                    {test.expression} <span className="text-muted-foreground">→</span> {test.expected}
                  </li>
                ))}
              </ul>
              <p className="inline-flex items-center gap-2 text-sm text-muted-foreground">
                <EyeOff aria-hidden="true" className="size-4" />
                {t('hiddenTests', { count: problem.hiddenTestCount })}
              </p>
            </section>
          )}
        </article>
        {problem.locked ? (
          <PremiumGate slug={problem.slug} signedIn={Boolean(user)} />
        ) : (
          <IntlClient namespaces={['fixme']}>
            <Workbench
              problem={problem}
              signedIn={Boolean(user)}
              upNext={
                <UpNext after={{ model: 'fixme', id: problem.id, term: nextItemTerm(problem.title, problem.topic.name) }} />
              }
            />
          </IntlClient>
        )}
      </div>
    </div>
  );
}
