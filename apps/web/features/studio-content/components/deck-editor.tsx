'use client';

import type { StudioDeck } from '@lp/contract/studio-content';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Markdown } from '@/components/markdown';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { MoveButtons } from '@/components/ui/move-buttons';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { moved } from '@/lib/list-order';
import { useDeckActions, useStudioDeck } from '../api/decks';
import { useErrorText } from '../use-error-text';
import { StatusBadge } from './content-list';

type Slide = { title: string; body: string };

/** The deck editor: the slides in order (move up/down from the keyboard), one slide's Markdown with its live preview. */
export function DeckEditor({ id }: { id: number }) {
  const deck = useStudioDeck(id);
  const t = useTranslations('studioContent');
  const messageOf = useErrorText();
  if (deck.isPending) return <p className="text-muted-foreground">{t('loading')}</p>;
  if (deck.isError) return <Alert tone="error">{messageOf(deck.error)}</Alert>;
  return <Editor key={deck.data.updatedAt} deck={deck.data} />;
}

function Editor({ deck }: { deck: StudioDeck }) {
  const id = useId();
  const actions = useDeckActions(deck.id);
  const t = useTranslations('studioContent');
  const messageOf = useErrorText();
  const [slides, setSlides] = useState<Slide[]>(deck.slides);
  const [current, setCurrent] = useState(0);
  const [status, setStatus] = useState('');
  const dirty = JSON.stringify(slides) !== JSON.stringify(deck.slides);
  const slide = slides[current];

  const edit = (change: Partial<Slide>) => setSlides((all) => all.map((s, i) => (i === current ? { ...s, ...change } : s)));
  function move(from: number, to: number) {
    if (to < 0 || to >= slides.length) return;
    setSlides((all) => moved(all, from, to));
    setCurrent(to);
    setStatus(t('decks.slideMoved', { position: to + 1, count: slides.length }));
  }
  function add() {
    setSlides((all) => [...all, { title: t('decks.newSlide', { number: all.length + 1 }), body: '' }]);
    setCurrent(slides.length);
  }
  function remove(index: number) {
    setSlides((all) => all.filter((_, i) => i !== index));
    setCurrent((c) => Math.max(0, Math.min(c, slides.length - 2)));
    setStatus(t('decks.slideRemoved'));
  }

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <StatusBadge status={deck.status} />
        <Button onClick={() => actions.update.mutate({ slides })} disabled={!dirty || actions.update.isPending}>
          {t('decks.saveSlides')}
        </Button>
        {deck.status === 'draft' ? (
          <Button variant="secondary" onClick={() => actions.publish.mutate()} disabled={dirty || actions.publish.isPending}>
            {t('decks.publish')}
          </Button>
        ) : null}
        {dirty ? <span className="text-sm text-muted-foreground">{t('decks.unsaved')}</span> : null}
      </div>
      {actions.update.error || actions.publish.error ? (
        <Alert tone="error">{messageOf(actions.update.error ?? actions.publish.error)}</Alert>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {status}
      </p>
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <section aria-labelledby={`${id}-slides`} className="grid content-start gap-2">
          <h2 id={`${id}-slides`} className="text-lg font-semibold">
            {t('decks.slides')}
          </h2>
          <ol className="grid gap-1">
            {slides.map((s, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: slides are stored as an ordered list without ids
                key={i}
                className={`flex items-center gap-1 rounded-lg border p-1 ${i === current ? 'border-primary bg-primary-soft' : 'border-border'}`}
              >
                <button
                  type="button"
                  className="min-h-11 min-w-0 flex-1 truncate px-2 text-left text-sm"
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => setCurrent(i)}
                >
                  {i + 1}. {s.title || t('decks.untitled')}
                </button>
                <MoveButtons label={t('decks.moveLabel', { number: i + 1 })} index={i} count={slides.length} onMove={move} />
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={t('decks.removeSlide', { number: i + 1 })}
                  onClick={() => remove(i)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ol>
          <div>
            <Button variant="outline" size="sm" onClick={add} disabled={slides.length >= 100}>
              <Plus aria-hidden="true" />
              {t('decks.addSlide')}
            </Button>
          </div>
        </section>
        {slide ? (
          <section aria-label={t('decks.slide', { number: current + 1 })} className="grid gap-4 lg:grid-cols-2">
            <div className="grid content-start gap-4">
              <TextField
                label={t('decks.slideTitle')}
                value={slide.title}
                onChange={(e) => edit({ title: e.target.value })}
                maxLength={160}
              />
              <div className="grid gap-2">
                <Label htmlFor={`${id}-body`}>{t('decks.slideText')}</Label>
                <Textarea
                  id={`${id}-body`}
                  value={slide.body}
                  onChange={(e) => edit({ body: e.target.value })}
                  rows={14}
                  className="font-mono text-sm"
                />
              </div>
            </div>
            <div className="grid content-start gap-2">
              <h3 className="text-sm font-medium">{t('preview')}</h3>
              <div className="min-h-40 rounded-2xl border border-border bg-card p-4 shadow-sm">
                <p className="mb-2 text-lg font-semibold">{slide.title}</p>
                <Markdown source="course">{slide.body}</Markdown>
              </div>
            </div>
          </section>
        ) : (
          <p className="text-muted-foreground">{t('decks.noSlides')}</p>
        )}
      </div>
    </div>
  );
}
