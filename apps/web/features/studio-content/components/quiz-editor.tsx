'use client';

import type { StudioQuiz, StudioQuizQuestion } from '@lp/contract/studio-content';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Link } from '@/components/ui/link';
import { TextField } from '@/components/ui/text-field';
import type { ApiError } from '@/lib/api-error';
import { useBankQuestions, useQuizActions, useStudioQuiz } from '../api/quizzes';
import { useErrorText } from '../use-error-text';
import { StatusBadge } from './content-list';
import { MarkedOptions } from './marked-options';
import { QuestionForm } from './question-form';

/** The quiz editor: settings, questions with the right options marked, new questions, the bank, publishing. */
export function QuizEditor({ id }: { id: number }) {
  const quiz = useStudioQuiz(id);
  const actions = useQuizActions(id);
  const t = useTranslations('studioContent');
  const messageOf = useErrorText();
  if (quiz.isPending) return <p className="text-muted-foreground">{t('loading')}</p>;
  if (quiz.isError) return <Alert tone="error">{messageOf(quiz.error)}</Alert>;
  const data = quiz.data;
  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-center gap-3">
        <StatusBadge status={data.status} />
        <span className="text-sm text-muted-foreground">
          {t('quizzes.detail', { questions: data.questionCount, attempts: data.attemptCount })}
        </span>
        {data.status === 'draft' ? (
          <Button onClick={() => actions.publish.mutate()} disabled={actions.publish.isPending}>
            {t('quizzes.publish')}
          </Button>
        ) : (
          <Link href={`/quizzes/${data.slug}`} className="text-sm text-primary underline underline-offset-4">
            {t('quizzes.viewAsLearner')}
          </Link>
        )}
      </div>
      {actions.publish.error ? <Alert tone="error">{messageOf(actions.publish.error)}</Alert> : null}
      <Settings quiz={data} actions={actions} />
      <section aria-labelledby="questions-heading" className="grid gap-4">
        <h2 id="questions-heading" className="text-xl font-semibold">
          {t('quizzes.questions')}
        </h2>
        {data.attemptCount > 0 ? <p className="text-sm text-muted-foreground">{t('quizzes.takenNote')}</p> : null}
        <ol className="grid gap-3">
          {data.questions.map((q, i) => (
            <QuestionItem key={q.id} number={i + 1} question={q} actions={actions} />
          ))}
        </ol>
        <h3 className="text-lg font-semibold">{t('quizzes.addQuestionHeading')}</h3>
        <QuestionForm
          submitLabel={t('quizzes.addQuestion')}
          pending={actions.add.isPending}
          error={messageOf(actions.add.error)}
          onSubmit={(question) => actions.add.mutateAsync(question)}
        />
        <Bank quiz={data} actions={actions} />
      </section>
    </div>
  );
}

type Actions = ReturnType<typeof useQuizActions>;

function Settings({ quiz, actions }: { quiz: StudioQuiz; actions: Actions }) {
  const t = useTranslations('studioContent');
  const [title, setTitle] = useState(quiz.title);
  const [pass, setPass] = useState(String(quiz.passPercent));
  const [limit, setLimit] = useState(quiz.timeLimitMinutes === null ? '' : String(quiz.timeLimitMinutes));
  const fields = (actions.update.error as ApiError | null)?.fields ?? {};
  function submit(event: FormEvent) {
    event.preventDefault();
    actions.update.mutate({ title, passPercent: Number(pass), timeLimitMinutes: limit === '' ? null : Number(limit) });
  }
  return (
    <Form onSubmit={submit} className="grid gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm sm:grid-cols-3">
      <TextField
        label={t('title')}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={fields.title}
        className="sm:col-span-3"
      />
      <TextField
        label={t('passMark')}
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        value={pass}
        onChange={(e) => setPass(e.target.value)}
        error={fields.passPercent}
      />
      <TextField
        label={t('quizzes.timeLimit')}
        type="number"
        inputMode="numeric"
        min={1}
        max={300}
        value={limit}
        onChange={(e) => setLimit(e.target.value)}
        hint={t('quizzes.untimed')}
        error={fields.timeLimitMinutes}
      />
      <div className="flex items-end">
        <Button type="submit" variant="secondary" disabled={actions.update.isPending}>
          {t('quizzes.saveSettings')}
        </Button>
      </div>
      {actions.update.isSuccess ? (
        <Alert tone="success" className="sm:col-span-3">
          {t('quizzes.settingsSaved')}
        </Alert>
      ) : null}
    </Form>
  );
}

function QuestionItem({ number, question, actions }: { number: number; question: StudioQuizQuestion; actions: Actions }) {
  const t = useTranslations('studioContent');
  const messageOf = useErrorText();
  const [editing, setEditing] = useState(false);
  if (editing && question.bankQuestionId !== null) {
    const bankQuestionId = question.bankQuestionId;
    return (
      <li>
        <QuestionForm
          initial={{
            prompt: question.prompt,
            kind: question.kind,
            options: question.options.map((o) => ({ text: o.text, correct: o.correct })),
            explanation: question.explanation,
          }}
          submitLabel={t('quizzes.saveQuestion')}
          pending={actions.editQuestion.isPending}
          error={messageOf(actions.editQuestion.error)}
          onSubmit={async (json) => {
            await actions.editQuestion.mutateAsync({ bankQuestionId, json });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }
  return (
    <li className="grid gap-2 rounded-2xl border border-border bg-card p-4 shadow-sm">
      <p className="font-medium">
        {number}. {question.prompt}
        <span className="ml-2 text-xs font-normal text-muted-foreground">
          {t('quizzes.version', { version: question.version })}
        </span>
      </p>
      <MarkedOptions options={question.options} />
      {question.explanation ? <p className="text-sm text-muted-foreground">{question.explanation}</p> : null}
      <div className="flex gap-2">
        {question.bankQuestionId !== null ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            {t.rich('quizzes.editQuestion', { number, hidden: (words) => <span className="sr-only">{words}</span> })}
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" onClick={() => actions.remove.mutate(question.id)} disabled={actions.remove.isPending}>
          {t.rich('quizzes.removeQuestion', { number, hidden: (words) => <span className="sr-only">{words}</span> })}
        </Button>
      </div>
    </li>
  );
}

function Bank({ quiz, actions }: { quiz: StudioQuiz; actions: Actions }) {
  const t = useTranslations('studioContent');
  const messageOf = useErrorText();
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const bank = useBankQuestions(q, open);
  const inQuiz = new Set(quiz.questions.map((x) => x.bankQuestionId));
  if (!open) {
    return (
      <div>
        <Button variant="outline" onClick={() => setOpen(true)}>
          {t('quizzes.addFromBank')}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm">
      <h3 className="text-lg font-semibold">{t('quizzes.bank')}</h3>
      <Input
        type="search"
        aria-label={t('quizzes.searchBank')}
        placeholder={t('quizzes.searchQuestions')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      {actions.add.error ? <Alert tone="error">{messageOf(actions.add.error)}</Alert> : null}
      <ul className="grid gap-2">
        {bank.data?.results
          .filter((b) => (b.institute?.id ?? null) === (quiz.institute?.id ?? null))
          .map((b) => (
            <li key={b.id} className="flex items-center justify-between gap-2 text-sm">
              <span className="min-w-0">{b.prompt}</span>
              <Button
                size="sm"
                variant="secondary"
                disabled={inQuiz.has(b.id) || actions.add.isPending}
                onClick={() => actions.add.mutate({ bankQuestionId: b.id })}
              >
                {inQuiz.has(b.id) ? t('quizzes.inQuiz') : t('add')}
              </Button>
            </li>
          ))}
      </ul>
    </div>
  );
}
