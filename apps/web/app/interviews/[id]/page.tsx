import { INTERVIEW_CATEGORY_LABELS } from '@lp/contract/interview-labels';
import type { Locale } from '@lp/contract/locale';
import { messageIn } from '@lp/contract/message-locale';
import { Crown } from 'lucide-react';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { IntlClient } from '@/components/intl-client';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { loadInterview } from '@/features/interviews/api/load-interviews';
import { InterviewSession } from '@/features/interviews/components/interview-session';
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
  const [result, t] = await Promise.all([loadInterview(segmentValue((await params).id)), getTranslations('interviews')]);
  if (!result.ok) return { title: t('one') };
  return {
    title: t('pageTitle', { title: result.data.title }),
    description: result.data.summary,
    alternates: { canonical: `/interviews/${result.data.slug}` },
  };
}

/** In place of the session on a locked interview: the way to premium. */
async function PremiumGate({ slug, signedIn }: { slug: string; signedIn: boolean }) {
  const [t, locale] = await Promise.all([getTranslations('interviews.gate'), getLocale() as Promise<Locale>]);
  return (
    <section aria-labelledby="premium-gate" className="mx-auto mt-10 max-w-xl text-center">
      <Crown aria-hidden="true" className="mx-auto size-10 text-amber-600" />
      <h2 id="premium-gate" className="mt-4 text-2xl font-bold">
        {t('title')}
      </h2>
      <p className="mt-2 text-muted-foreground">{messageIn(locale, 'premiumOnly')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href="/premium">{t('seePremium')}</Link>
        </Button>
        {signedIn ? null : (
          <Button asChild variant="outline">
            <Link href={signInPath(`/interviews/${slug}`)}>{t('signIn')}</Link>
          </Button>
        )}
      </div>
    </section>
  );
}

export default async function InterviewPage({ params }: { params: Params }) {
  const segment = (await params).id;
  const result = await loadInterview(segmentValue(segment));
  if (!result.ok) {
    if (result.status === 404 || result.status === 422) notFound();
    throw new Error(result.message);
  }
  const interview = result.data;
  if (segmentValue(segment) !== interview.slug) redirect(`/interviews/${interview.slug}`);
  const [user, t] = await Promise.all([getServerSession(), getTranslations('interviews')]);

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <Breadcrumbs trail={[{ href: '/interviews', label: t('title') }]} current={interview.title} />
      <header className="mt-6 grid gap-3">
        <p className="flex flex-wrap items-center gap-2 text-xs">
          <span className="font-medium tracking-wide text-indigo-700 uppercase">{t(`categories.${interview.category}`)}</span>
          <span className="rounded-full bg-secondary px-2 py-0.5">{t(`levels.${interview.level}`)}</span>
          <span className="text-muted-foreground">
            {t('facts', { count: interview.questionCount, minutes: interview.minutes, points: interview.points })}
          </span>
        </p>
        <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{interview.title}</h1>
        <p className="text-lg text-muted-foreground">{interview.description}</p>
      </header>
      {interview.locked ? (
        <PremiumGate slug={interview.slug} signedIn={Boolean(user)} />
      ) : (
        <section className="mt-8">
          <IntlClient namespaces={['interviews']}>
            <InterviewSession
              interview={interview}
              signedIn={Boolean(user)}
              upNext={
                <UpNext
                  after={{
                    model: 'interview',
                    id: interview.id,
                    term: nextItemTerm(interview.title, INTERVIEW_CATEGORY_LABELS[interview.category]),
                  }}
                />
              }
            />
          </IntlClient>
        </section>
      )}
      {!interview.locked && !interview.attempt && (
        <section aria-labelledby="questions-heading" className="mt-10">
          <h2 id="questions-heading" className="text-lg font-semibold">
            {t('whatYouWillBeAsked')}
          </h2>
          <ol className="mt-3 grid list-decimal gap-2 pl-5 text-muted-foreground">
            {interview.questions.map((q) => (
              <li key={q.id}>{q.prompt}</li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
