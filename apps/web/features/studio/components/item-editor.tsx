'use client';

import { END_OF_LESSON_QUIZ_KINDS, readingMinutes, type StudioItem, type StudioItemPatch } from '@lp/contract/studio';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Markdown } from '@/components/markdown';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useContractMessage } from '@/lib/use-contract-message';
import { useDeleteItem, usePicker, useUpdateItem } from '../api/studio';
import { EndOfLessonQuizField } from './end-of-lesson-quiz-field';
import { VideoItemPanel } from './video-item-panel';

const PICKED = {
  quiz: { field: 'quizId', picker: 'quiz' },
  slides: { field: 'deckId', picker: 'slides' },
  exercise: { field: 'fixmeProblemId', picker: 'exercise' },
} as const;

/** One item: its title and, by kind, an article's Markdown with a live preview, the quiz/deck/problem it opens, or its video. */
export function ItemEditor({ courseId, item, onRemoved }: { courseId: number; item: StudioItem; onRemoved: () => void }) {
  const t = useTranslations('studio');
  const contract = useContractMessage();
  const update = useUpdateItem(courseId);
  const remove = useDeleteItem(courseId);
  const [title, setTitle] = useState(item.title);
  const [body, setBody] = useState(item.body);
  const [minutes, setMinutes] = useState(String(item.durationMinutes));
  const picked = item.kind === 'quiz' || item.kind === 'slides' || item.kind === 'exercise' ? PICKED[item.kind] : null;
  const [pick, setPick] = useState<string>(picked ? String(item[picked.field] ?? '') : '');
  const options = usePicker(picked?.picker ?? 'quiz', picked !== null);
  const endsWithQuiz = (END_OF_LESSON_QUIZ_KINDS as readonly string[]).includes(item.kind);
  const [endQuiz, setEndQuiz] = useState(String(item.quizId ?? ''));
  const [saved, setSaved] = useState(false);
  const fields = update.error instanceof ApiError ? (update.error.fields ?? {}) : {};

  const save = () => {
    const patch: StudioItemPatch = { title };
    if (item.kind === 'article') patch.body = body;
    if (endsWithQuiz) patch.quizId = endQuiz ? Number(endQuiz) : null;
    if (picked) {
      patch[picked.field] = pick ? Number(pick) : null;
      patch.durationMinutes = Number(minutes);
    }
    setSaved(false);
    update.mutate({ id: item.id, patch }, { onSuccess: () => setSaved(true) });
  };

  return (
    <section aria-labelledby="item-editor-title" className="grid gap-4 rounded-xl border border-border bg-card p-4">
      <h2 id="item-editor-title" className="text-lg font-semibold">
        {t('itemHeading', { kind: t(`kinds.${item.kind}`), title: item.title })}
      </h2>
      {update.isError ? <Alert tone="error">{contract(errorMessage(update.error))}</Alert> : null}
      {saved ? <Alert tone="success">{t('savedAfterPublish')}</Alert> : null}
      <TextField
        label={t('titleLabel')}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={fields.title}
        maxLength={150}
      />
      {item.kind === 'article' ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="grid content-start gap-2">
            <Label htmlFor={`body-${item.id}`}>{t('article')}</Label>
            <Textarea
              id={`body-${item.id}`}
              value={body}
              onChange={(e) => setBody(e.target.value)}
              rows={16}
              className="font-mono text-sm"
            />
            <p className="text-sm text-muted-foreground">{t('minRead', { count: readingMinutes(body) })}</p>
          </div>
          <div className="grid content-start gap-2">
            <h3 className="text-sm font-medium">{t('preview')}</h3>
            <div className="max-h-[28rem] overflow-auto rounded-md border border-border p-3" aria-live="off">
              {body.trim() ? (
                <Markdown source="course">{body}</Markdown>
              ) : (
                <p className="text-sm text-muted-foreground">{t('nothingWritten')}</p>
              )}
            </div>
          </div>
        </div>
      ) : null}
      {picked ? (
        <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
          <div className="grid gap-2">
            <Label htmlFor={`pick-${item.id}`}>{t(`picked.${picked.picker}`)}</Label>
            <select
              id={`pick-${item.id}`}
              className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
              value={pick}
              onChange={(e) => setPick(e.target.value)}
            >
              <option value="">{t('choose')}</option>
              {options.data?.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.title}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label={t('minutes')}
            type="number"
            min={1}
            max={600}
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
            error={fields.durationMinutes}
          />
        </div>
      ) : null}
      {endsWithQuiz ? (
        <EndOfLessonQuizField itemId={item.id} value={endQuiz} onChange={setEndQuiz} error={fields.quizId} />
      ) : null}
      {item.kind === 'video' ? (
        // The media pipeline's panel: upload, processing progress, captions (studio-media).
        <VideoItemPanel itemId={item.id} mediaId={item.mediaId} />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={save} disabled={update.isPending}>
          {t('saveItem')}
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            if (window.confirm(t('confirmRemoveItem', { title: item.title }))) remove.mutate(item.id, { onSuccess: onRemoved });
          }}
        >
          {t('removeItem')}
        </Button>
      </div>
    </section>
  );
}
