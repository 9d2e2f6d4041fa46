import type { FixmeDetail } from '@lp/contract/fixme';
import { FIXME_LANGUAGE_LABELS } from '@lp/contract/fixme-labels';
import { MESSAGES } from '@lp/contract/messages';
import { clsx } from 'clsx';
import { ArrowDown, CheckCircle2, Crown, EyeOff, Lock } from 'lucide-react';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { Markdown } from '@/components/markdown';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-styles';
import { Link } from '@/components/ui/link';
import { loadProblem } from '@/features/fixme/api/load-problem';
import { DifficultyBadge, LanguageBadge } from '@/features/fixme/components/problem-card';
import { Workbench } from '@/features/fixme/components/workbench';
import { LazyNextItem } from '@/features/search/components/lazy-next-item';
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
  const result = await loadProblem(segmentValue((await params).id));
  if (!result.ok) return { title: 'Fix me' };
  return {
    title: `${result.data.title} · Fix me (${FIXME_LANGUAGE_LABELS[result.data.language]})`,
    description: result.data.summary,
    alternates: { canonical: `/fixme/${result.data.slug}` },
  };
}

/** In place of the workbench on a locked problem: what premium gives and the way to it. */
function PremiumGate({ slug, signedIn }: { slug: string; signedIn: boolean }) {
  return (
    <section
      id="premium-gate-section"
      aria-labelledby="premium-gate"
      className="scroll-mt-24 content-start self-start rounded-2xl border border-amber-200 bg-amber-50 p-8 text-center"
    >
      <Crown aria-hidden="true" className="mx-auto size-10 text-amber-600" />
      <h2 id="premium-gate" className="mt-4 text-2xl font-bold">
        A premium problem
      </h2>
      <p className="mt-2 text-amber-900">{MESSAGES.premiumOnly} Premium members get every problem and mock interview.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href="/premium">See premium</Link>
        </Button>
        {signedIn ? (
          <Button asChild variant="outline">
            <Link href="/fixme">Back to the problems</Link>
          </Button>
        ) : (
          <Button asChild variant="outline">
            <Link href={signInPath(`/fixme/${slug}`)}>Sign in</Link>
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
  const user = await getServerSession();

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <Breadcrumbs trail={[{ href: '/fixme', label: 'Fix me' }]} current={problem.title} />
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
                <CheckCircle2 aria-hidden="true" className="size-4" /> You solved this problem.
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">Solve it to earn {problem.points} points.</p>
            )}
            {/* On a phone the editor comes after the description and the tests; this reaches it from the first screen. */}
            <a
              href={problem.locked ? '#premium-gate-section' : '#your-fix'}
              className={clsx(buttonClassName(), 'justify-self-start lg:hidden')}
            >
              {problem.locked ? 'See how to unlock it' : 'Fix the code'} <ArrowDown aria-hidden="true" />
            </a>
          </header>
          <Markdown source="course">{problem.description}</Markdown>
          {problem.locked ? (
            <p className="inline-flex items-center gap-2 text-sm text-muted-foreground">
              <Lock aria-hidden="true" className="size-4" />
              The faulty code and its {problem.testCount} {problem.testCount === 1 ? 'test' : 'tests'} open to premium members.
            </p>
          ) : (
            <section aria-labelledby="visible-tests" className="grid gap-2">
              <h2 id="visible-tests" className="text-lg font-semibold">
                Tests you can see
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
                The judge also runs {problem.hiddenTestCount} hidden {problem.hiddenTestCount === 1 ? 'check' : 'checks'}.
              </p>
            </section>
          )}
        </article>
        {problem.locked ? (
          <PremiumGate slug={problem.slug} signedIn={Boolean(user)} />
        ) : (
          <Workbench
            problem={problem}
            signedIn={Boolean(user)}
            upNext={
              <LazyNextItem after={{ model: 'fixme', id: problem.id, term: nextItemTerm(problem.title, problem.topic.name) }} />
            }
          />
        )}
      </div>
    </div>
  );
}
