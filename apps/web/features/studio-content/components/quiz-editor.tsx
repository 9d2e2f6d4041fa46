'use client';

import type { StudioQuiz, StudioQuizQuestion } from '@lp/contract/studio-content';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Link } from '@/components/ui/link';
import { TextField } from '@/components/ui/text-field';
import type { ApiError } from '@/lib/api-error';
import { useBankQuestions, useQuizActions, useStudioQuiz } from '../api/quizzes';
import { StatusBadge } from './content-list';
import { MarkedOptions } from './marked-options';
import { QuestionForm } from './question-form';

const messageOf = (error: unknown) => (error ? ((error as ApiError).message ?? 'Something went wrong.') : null);

/** The quiz editor: settings, questions with the right options marked, new questions, the bank, publishing. */
export function QuizEditor({ id }: { id: number }) {
  const quiz = useStudioQuiz(id);
  const actions = useQuizActions(id);
  if (quiz.isPending) return <p className="text-muted-foreground">Loading…</p>;
  if (quiz.isError) return <Alert tone="error">{messageOf(quiz.error)}</Alert>;
  const data = quiz.data;
  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-center gap-3">
        <StatusBadge status={data.status} />
        <span className="text-sm text-muted-foreground">
          {data.questionCount} question{data.questionCount === 1 ? '' : 's'} · {data.attemptCount} attempt
          {data.attemptCount === 1 ? '' : 's'}
        </span>
        {data.status === 'draft' ? (
          <Button onClick={() => actions.publish.mutate()} disabled={actions.publish.isPending}>
            Publish quiz
          </Button>
        ) : (
          <Link href={`/quizzes/${data.slug}`} className="text-sm text-primary underline underline-offset-4">
            View as a learner
          </Link>
        )}
      </div>
      {actions.publish.error ? <Alert tone="error">{messageOf(actions.publish.error)}</Alert> : null}
      <Settings quiz={data} actions={actions} />
      <section aria-labelledby="questions-heading" className="grid gap-4">
        <h2 id="questions-heading" className="text-xl font-semibold">
          Questions
        </h2>
        {data.attemptCount > 0 ? (
          <p className="text-sm text-muted-foreground">
            Learners have taken this quiz: an edited question becomes a new version, and earlier attempts keep the version they
            answered.
          </p>
        ) : null}
        <ol className="grid gap-3">
          {data.questions.map((q, i) => (
            <QuestionItem key={q.id} number={i + 1} question={q} actions={actions} />
          ))}
        </ol>
        <h3 className="text-lg font-semibold">Add a question</h3>
        <QuestionForm
          submitLabel="Add question"
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
        label="Title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={fields.title}
        className="sm:col-span-3"
      />
      <TextField
        label="Pass mark (%)"
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        value={pass}
        onChange={(e) => setPass(e.target.value)}
        error={fields.passPercent}
      />
      <TextField
        label="Time limit (minutes)"
        type="number"
        inputMode="numeric"
        min={1}
        max={300}
        value={limit}
        onChange={(e) => setLimit(e.target.value)}
        hint="Empty: untimed"
        error={fields.timeLimitMinutes}
      />
      <div className="flex items-end">
        <Button type="submit" variant="secondary" disabled={actions.update.isPending}>
          Save settings
        </Button>
      </div>
      {actions.update.isSuccess ? (
        <Alert tone="success" className="sm:col-span-3">
          Settings saved.
        </Alert>
      ) : null}
    </Form>
  );
}

function QuestionItem({ number, question, actions }: { number: number; question: StudioQuizQuestion; actions: Actions }) {
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
          submitLabel="Save question"
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
        <span className="ml-2 text-xs font-normal text-muted-foreground">v{question.version}</span>
      </p>
      <MarkedOptions options={question.options} />
      {question.explanation ? <p className="text-sm text-muted-foreground">{question.explanation}</p> : null}
      <div className="flex gap-2">
        {question.bankQuestionId !== null ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            Edit<span className="sr-only"> question {number}</span>
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" onClick={() => actions.remove.mutate(question.id)} disabled={actions.remove.isPending}>
          Remove<span className="sr-only"> question {number}</span>
        </Button>
      </div>
    </li>
  );
}

function Bank({ quiz, actions }: { quiz: StudioQuiz; actions: Actions }) {
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const bank = useBankQuestions(q, open);
  const inQuiz = new Set(quiz.questions.map((x) => x.bankQuestionId));
  if (!open) {
    return (
      <div>
        <Button variant="outline" onClick={() => setOpen(true)}>
          Add from bank
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm">
      <h3 className="text-lg font-semibold">Question bank</h3>
      <Input
        type="search"
        aria-label="Search the question bank"
        placeholder="Search questions"
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
                {inQuiz.has(b.id) ? 'In quiz' : 'Add'}
              </Button>
            </li>
          ))}
      </ul>
    </div>
  );
}
