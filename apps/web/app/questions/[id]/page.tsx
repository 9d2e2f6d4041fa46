import { MAX_ID } from '@lp/contract/common';
import { authorName } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';
import { messageIn } from '@lp/contract/message-locale';
import type { QuestionDetail } from '@lp/contract/questions';
import { CheckCircle2 } from 'lucide-react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { ReportButton } from '@/components/community/report-button';
import { IntlClient } from '@/components/intl-client';
import { Markdown } from '@/components/markdown';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { RelativeTime } from '@/components/ui/relative-time';
import { loadQuestion } from '@/features/questions/api/load-questions';
import { AnswerControls } from '@/features/questions/components/answer-controls';
import { AnswerForm } from '@/features/questions/components/answer-form';
import { DeleteQuestionButton } from '@/features/questions/components/delete-question-button';
import { VoteButton } from '@/features/questions/components/vote-button';
import { signInPath } from '@/lib/safe-callback-url';
import { getServerSession } from '@/lib/server-api';

type Params = Promise<{ id: string }>;

const questionFor = cache(async (segment: string): Promise<QuestionDetail> => {
  const id = Number(segment);
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) notFound();
  const result = await loadQuestion(id);
  if (result.ok) return result.data.question;
  if (result.status === 404 || result.status === 422) notFound();
  throw new Error(result.message);
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  try {
    const question = await questionFor((await params).id);
    return { title: question.title, description: question.excerpt };
  } catch {
    return { title: (await getTranslations('questions'))('question') };
  }
}

export default async function QuestionPage({ params }: { params: Params }) {
  const segment = (await params).id;
  const [question, user] = await Promise.all([questionFor(segment), getServerSession()]);
  const signedIn = Boolean(user);
  const t = await getTranslations('questions');
  const locale = (await getLocale()) as Locale;
  const signInToContribute = messageIn(locale, 'signInToContribute');

  return (
    // The votes, answer form and answer controls are client parts: they get the page's words.
    <IntlClient namespaces={['questions']}>
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
        <Breadcrumbs trail={[{ href: '/questions', label: t('listLabel') }]} current={question.title} />
        <article className="mt-4">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{question.title}</h1>
          <p className="mt-2 text-sm text-muted-foreground">
            {t.rich('askedBy', {
              name: authorName(question.author),
              author: (chunks) => <span className="font-medium text-foreground">{chunks}</span>,
              time: () => <RelativeTime value={question.createdAt} locale={locale} />,
            })}{' '}
            · {t('answerCount', { count: question.answerCount })}
          </p>
          <div className="mt-6 flex gap-4">
            <VoteButton
              kind="question"
              id={question.id}
              score={question.score}
              voted={question.voted}
              canVote={signedIn && !question.mine}
              reason={signedIn ? t('cantVoteOwnQuestion') : signInToContribute}
            />
            <div className="min-w-0 flex-1">
              <Markdown source="user">{question.body}</Markdown>
              <div className="mt-4 flex flex-wrap items-center gap-2">
                {question.tags.map((tag) => (
                  <Link
                    key={tag.id}
                    href={`/questions?tag=${encodeURIComponent(tag.slug)}`}
                    className="rounded-md bg-secondary px-2 py-1 text-xs font-medium text-secondary-foreground hover:bg-secondary-hover"
                  >
                    {tag.name}
                  </Link>
                ))}
                {question.mine && (
                  <Link
                    href={`/questions/${question.id}/edit`}
                    className="rounded-md px-2 py-1 text-xs font-medium text-primary hover:underline"
                  >
                    {t('editQuestion')}
                  </Link>
                )}
                {question.mine && <DeleteQuestionButton questionId={question.id} />}
                {signedIn && !question.mine && <ReportButton model="question" id={question.id} />}
              </div>
            </div>
          </div>
        </article>

        <section aria-labelledby="answers-heading" className="mt-12">
          <h2 id="answers-heading" className="text-xl font-semibold">
            {question.answerCount === 0 ? t('noAnswers') : t('answerCount', { count: question.answerCount })}
          </h2>
          {/* One column that never grows past the page: a long code line scrolls inside its block. */}
          <ol className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-4">
            {question.answers.map((answer) => (
              <li
                key={answer.id}
                id={`answer-${answer.id}`}
                className={`scroll-mt-24 rounded-2xl border p-4 sm:p-5 ${answer.accepted ? 'border-emerald-600 bg-emerald-50/60 dark:bg-emerald-950/20' : 'border-border bg-card'}`}
              >
                <div className="flex gap-4">
                  <div className="flex flex-col items-center gap-2">
                    <VoteButton
                      kind="answer"
                      id={answer.id}
                      score={answer.score}
                      voted={answer.voted}
                      canVote={signedIn && !answer.mine}
                      reason={signedIn ? t('cantVoteOwnAnswer') : signInToContribute}
                    />
                    {answer.accepted && (
                      <span className="inline-flex items-center gap-1 text-xs font-semibold text-emerald-700">
                        <CheckCircle2 aria-hidden="true" className="size-4" />
                        {t('accepted')}
                      </span>
                    )}
                  </div>
                  <div className="min-w-0 flex-1">
                    <AnswerControls
                      answerId={answer.id}
                      body={answer.body}
                      mine={answer.mine}
                      canAccept={question.mine && !answer.mine}
                      accepted={answer.accepted}
                    >
                      <Markdown source="user">{answer.body}</Markdown>
                    </AnswerControls>
                    <p className="mt-3 text-xs text-muted-foreground">
                      {t.rich('answeredBy', {
                        name: authorName(answer.author),
                        time: () => <RelativeTime value={answer.createdAt} locale={locale} />,
                      })}
                      {answer.updatedAt !== answer.createdAt && ` ${t('edited')}`}
                    </p>
                    {signedIn && !answer.mine && <ReportButton model="answer" id={answer.id} className="mt-1 -ml-3" />}
                  </div>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section className="mt-10 rounded-2xl border border-border p-4 sm:p-6">
          {signedIn ? (
            <AnswerForm questionId={question.id} />
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-muted-foreground">{signInToContribute}</p>
              <Button asChild>
                <Link href={signInPath(`/questions/${question.id}`)}>{t('signIn')}</Link>
              </Button>
            </div>
          )}
        </section>
      </div>
    </IntlClient>
  );
}
