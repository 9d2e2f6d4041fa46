'use client';

import type { QuestionBody, StudioCollection } from '@lp/contract/studio-content';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Link } from '@/components/ui/link';
import { MoveButtons } from '@/components/ui/move-buttons';
import { TextField } from '@/components/ui/text-field';
import type { ApiError } from '@/lib/api-error';
import { moved } from '@/lib/list-order';
import { useStudioCollection, useUpdateCollection } from '../api/collections';
import { useStudioDecks } from '../api/decks';
import { useErrorText } from '../use-error-text';
import { StatusBadge } from './content-list';
import { MarkedOptions } from './marked-options';
import { QuestionForm } from './question-form';

/** What the API takes back for a question it gave (the options with the right ones marked). */
const asInput = (q: StudioCollection['questions'][number]): QuestionBody => ({
  prompt: q.prompt,
  kind: q.kind,
  options: q.options.map((o) => ({ text: o.text, correct: o.correct })),
  explanation: q.explanation,
});

/**
 * A slide collection: its text and pass mark, its decks in order (the course institute's decks;
 * move up/down from the keyboard) and the check's questions (fixed once a learner took it).
 */
export function CollectionEditor({ id }: { id: number }) {
  const collection = useStudioCollection(id);
  // Outside the editor, which starts afresh from each saved version: the answer of a save stays on screen.
  const update = useUpdateCollection(id);
  const t = useTranslations('studioContent');
  const messageOf = useErrorText();
  if (collection.isPending) return <p className="text-muted-foreground">{t('loading')}</p>;
  if (collection.isError) return <Alert tone="error">{messageOf(collection.error)}</Alert>;
  return <Editor key={collection.data.updatedAt} collection={collection.data} update={update} />;
}

function Editor({ collection, update }: { collection: StudioCollection; update: Update }) {
  const fields = (update.error as ApiError | null)?.fields ?? {};
  const t = useTranslations('studioContent.collections');
  const messageOf = useErrorText();
  const courseLink = (title: ReactNode) => (
    <Link href={`/courses/${collection.course.slug}`} className="font-medium text-foreground underline underline-offset-4">
      {title}
    </Link>
  );
  return (
    <div className="grid grid-cols-1 gap-8">
      <p className="text-sm text-muted-foreground">
        {collection.institute
          ? t.rich('closesAt', { title: collection.course.title, institute: collection.institute.name, link: courseLink })
          : t.rich('closes', { title: collection.course.title, link: courseLink })}
      </p>
      {update.error && !Object.keys(fields).length ? <Alert tone="error">{messageOf(update.error)}</Alert> : null}
      {update.isSuccess ? <Alert tone="success">{t('saved')}</Alert> : null}
      <Details collection={collection} update={update} fields={fields} />
      <Decks collection={collection} update={update} error={fields.deckIds} />
      <Questions collection={collection} update={update} />
    </div>
  );
}

type Update = ReturnType<typeof useUpdateCollection>;

function Details({
  collection,
  update,
  fields,
}: {
  collection: StudioCollection;
  update: Update;
  fields: Record<string, string>;
}) {
  const t = useTranslations('studioContent');
  const [title, setTitle] = useState(collection.title);
  const [summary, setSummary] = useState(collection.summary);
  const [pass, setPass] = useState(String(collection.passPercent));
  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate({ title, summary, passPercent: Number(pass) });
  }
  return (
    <Form
      onSubmit={submit}
      className="grid grid-cols-1 gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm sm:grid-cols-2"
    >
      <TextField label={t('title')} value={title} onChange={(e) => setTitle(e.target.value)} required error={fields.title} />
      <TextField
        label={t('passMark')}
        type="number"
        min={1}
        max={100}
        value={pass}
        onChange={(e) => setPass(e.target.value)}
        error={fields.passPercent}
      />
      <TextField
        label={t('summary')}
        value={summary}
        onChange={(e) => setSummary(e.target.value)}
        error={fields.summary}
        className="sm:col-span-2"
      />
      <div>
        <Button type="submit" disabled={update.isPending}>
          {t('saveDetails')}
        </Button>
      </div>
    </Form>
  );
}

function Decks({ collection, update, error }: { collection: StudioCollection; update: Update; error?: string }) {
  const id = useId();
  const t = useTranslations('studioContent');
  const [decks, setDecks] = useState(collection.decks);
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const found = useStudioDecks(q.trim(), 1);
  const owner = collection.institute?.id ?? null;
  const chosen = new Set(decks.map((d) => d.id));
  const candidates = found.data?.results.filter((d) => (d.institute?.id ?? null) === owner && !chosen.has(d.id)) ?? [];
  const dirty = JSON.stringify(decks.map((d) => d.id)) !== JSON.stringify(collection.decks.map((d) => d.id));

  function move(from: number, to: number) {
    if (to < 0 || to >= decks.length) return;
    setDecks((all) => moved(all, from, to));
    setStatus(t('collections.deckMoved', { position: to + 1, count: decks.length }));
  }

  return (
    <section aria-labelledby={`${id}-decks`} className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-decks`} className="text-lg font-semibold">
          {t('collections.decksInOrder')}
        </h2>
        <Button onClick={() => update.mutate({ deckIds: decks.map((d) => d.id) })} disabled={!dirty || update.isPending}>
          {t('collections.saveDecks')}
        </Button>
      </div>
      <p className="sr-only" aria-live="polite">
        {status}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {decks.length === 0 ? <p className="text-muted-foreground">{t('collections.noDecks')}</p> : null}
      <ol className="grid grid-cols-1 gap-2">
        {decks.map((deck, i) => (
          <li key={deck.id} className="flex items-center gap-1 rounded-xl border border-border bg-card p-2">
            <span className="min-w-0 flex-1 truncate px-1 text-sm">
              {i + 1}. {deck.title}
            </span>
            <StatusBadge status={deck.status} />
            <MoveButtons label={deck.title} index={i} count={decks.length} onMove={move} />
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={t('collections.removeDeck', { title: deck.title })}
              onClick={() => {
                setDecks((all) => all.filter((d) => d.id !== deck.id));
                setStatus(t('collections.deckRemoved', { title: deck.title }));
              }}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
      <div className="grid grid-cols-1 gap-2 rounded-2xl border border-dashed border-border p-3">
        <Input
          type="search"
          aria-label={t('collections.searchDecks')}
          placeholder={t('collections.searchDecksToAdd')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <ul className="grid grid-cols-1 gap-1">
          {candidates.map((deck) => (
            <li key={deck.id} className="flex items-center justify-between gap-2 text-sm">
              <span className="min-w-0 truncate">{deck.title}</span>
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  setDecks((all) => [...all, { id: deck.id, title: deck.title, status: deck.status }]);
                  setStatus(t('collections.deckAdded', { title: deck.title }));
                }}
              >
                <Plus aria-hidden="true" />
                {t('add')}
              </Button>
            </li>
          ))}
          {found.data && candidates.length === 0 ? (
            <li className="text-sm text-muted-foreground">
              {q ? t('collections.noMoreDecksMatch') : t('collections.noMoreDecks')}
            </li>
          ) : null}
        </ul>
      </div>
    </section>
  );
}

function Questions({ collection, update }: { collection: StudioCollection; update: Update }) {
  const id = useId();
  const t = useTranslations('studioContent');
  const questions = collection.questions.map(asInput);
  return (
    <section aria-labelledby={`${id}-check`} className="grid grid-cols-1 gap-3">
      <h2 id={`${id}-check`} className="text-lg font-semibold">
        {t('collections.checkQuestions')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('collections.checkNote', { percent: collection.passPercent })}</p>
      {collection.questions.length === 0 ? <p className="text-muted-foreground">{t('collections.noQuestions')}</p> : null}
      <ol className="grid grid-cols-1 gap-3">
        {collection.questions.map((question, i) => (
          <li key={question.id} className="grid gap-2 rounded-2xl border border-border bg-card p-4 shadow-sm">
            <p className="font-medium">
              {i + 1}. {question.prompt}
            </p>
            <MarkedOptions options={question.options} />
            {question.explanation ? <p className="text-sm text-muted-foreground">{question.explanation}</p> : null}
            <div>
              <Button
                variant="outline"
                size="sm"
                disabled={update.isPending}
                onClick={() => update.mutate({ questions: questions.filter((_, j) => j !== i) })}
              >
                <Trash2 aria-hidden="true" />
                {t('remove')}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <h3 className="font-semibold">{t('quizzes.addQuestionHeading')}</h3>
      <QuestionForm
        submitLabel={t('quizzes.addQuestion')}
        pending={update.isPending}
        error={null}
        onSubmit={(question) => update.mutateAsync({ questions: [...questions, question] })}
      />
    </section>
  );
}
