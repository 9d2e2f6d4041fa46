'use client';

import type { QuestionBody, StudioCollection } from '@lp/contract/studio-content';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
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
import { StatusBadge } from './content-list';
import { MarkedOptions } from './marked-options';
import { QuestionForm } from './question-form';

const messageOf = (error: unknown) => (error ? ((error as ApiError).message ?? 'Something went wrong.') : null);

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
  if (collection.isPending) return <p className="text-muted-foreground">Loading…</p>;
  if (collection.isError) return <Alert tone="error">{messageOf(collection.error)}</Alert>;
  return <Editor key={collection.data.updatedAt} collection={collection.data} update={update} />;
}

function Editor({ collection, update }: { collection: StudioCollection; update: Update }) {
  const fields = (update.error as ApiError | null)?.fields ?? {};
  return (
    <div className="grid grid-cols-1 gap-8">
      <p className="text-sm text-muted-foreground">
        Closes the course{' '}
        <Link href={`/courses/${collection.course.slug}`} className="font-medium text-foreground underline underline-offset-4">
          {collection.course.title}
        </Link>
        {collection.institute ? ` · ${collection.institute.name}` : ''}. Learners find it at the end of the course's lessons.
      </p>
      {update.error && !Object.keys(fields).length ? <Alert tone="error">{messageOf(update.error)}</Alert> : null}
      {update.isSuccess ? <Alert tone="success">Saved. Learners see the change at once.</Alert> : null}
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
      <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} required error={fields.title} />
      <TextField
        label="Pass mark (%)"
        type="number"
        min={1}
        max={100}
        value={pass}
        onChange={(e) => setPass(e.target.value)}
        error={fields.passPercent}
      />
      <TextField
        label="Summary"
        value={summary}
        onChange={(e) => setSummary(e.target.value)}
        error={fields.summary}
        className="sm:col-span-2"
      />
      <div>
        <Button type="submit" disabled={update.isPending}>
          Save details
        </Button>
      </div>
    </Form>
  );
}

function Decks({ collection, update, error }: { collection: StudioCollection; update: Update; error?: string }) {
  const id = useId();
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
    setStatus(`Deck moved to position ${to + 1} of ${decks.length}.`);
  }

  return (
    <section aria-labelledby={`${id}-decks`} className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-decks`} className="text-lg font-semibold">
          Decks, in order
        </h2>
        <Button onClick={() => update.mutate({ deckIds: decks.map((d) => d.id) })} disabled={!dirty || update.isPending}>
          Save decks
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
      {decks.length === 0 ? <p className="text-muted-foreground">No decks yet: add them below.</p> : null}
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
              aria-label={`Remove ${deck.title}`}
              onClick={() => {
                setDecks((all) => all.filter((d) => d.id !== deck.id));
                setStatus(`${deck.title} removed.`);
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
          aria-label="Search your decks"
          placeholder="Search your decks to add"
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
                  setStatus(`${deck.title} added.`);
                }}
              >
                <Plus aria-hidden="true" />
                Add
              </Button>
            </li>
          ))}
          {found.data && candidates.length === 0 ? (
            <li className="text-sm text-muted-foreground">No more decks of this institute{q ? ' match' : ''}.</li>
          ) : null}
        </ul>
      </div>
    </section>
  );
}

function Questions({ collection, update }: { collection: StudioCollection; update: Update }) {
  const id = useId();
  const questions = collection.questions.map(asInput);
  return (
    <section aria-labelledby={`${id}-check`} className="grid grid-cols-1 gap-3">
      <h2 id={`${id}-check`} className="text-lg font-semibold">
        Check questions
      </h2>
      <p className="text-sm text-muted-foreground">
        Learners answer these after the decks; passing at {collection.passPercent}% earns points. Once a learner has taken the
        check its questions are fixed: make a new collection to change them.
      </p>
      {collection.questions.length === 0 ? <p className="text-muted-foreground">No questions yet.</p> : null}
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
                Remove
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <h3 className="font-semibold">Add a question</h3>
      <QuestionForm
        submitLabel="Add question"
        pending={update.isPending}
        error={null}
        onSubmit={(question) => update.mutateAsync({ questions: [...questions, question] })}
      />
    </section>
  );
}
