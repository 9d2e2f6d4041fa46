'use client';

import type { QuestionBody } from '@lp/contract/studio-content';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

type Draft = { prompt: string; kind: 'single' | 'multiple'; options: { text: string; correct: boolean }[]; explanation: string };

const blank = (): Draft => ({
  prompt: '',
  kind: 'single',
  options: [
    { text: '', correct: true },
    { text: '', correct: false },
  ],
  explanation: '',
});

/**
 * A question with its options, the right ones marked (a radio for single choice, checkboxes for
 * multiple), and the explanation learners see after submitting.
 */
export function QuestionForm({
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initial?: Draft;
  submitLabel: string;
  pending: boolean;
  error?: string | null;
  onSubmit: (question: QuestionBody) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const id = useId();
  const t = useTranslations('studioContent.question');
  const [draft, setDraft] = useState<Draft>(initial ?? blank());
  const setOption = (i: number, change: Partial<Draft['options'][number]>) =>
    setDraft((d) => ({
      ...d,
      options: d.options.map((o, j) =>
        j === i ? { ...o, ...change } : change.correct && d.kind === 'single' ? { ...o, correct: false } : o,
      ),
    }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await onSubmit(draft);
      if (!initial) setDraft(blank());
    } catch {
      // Shown in the form (error).
    }
  }

  return (
    <Form onSubmit={submit} className="grid gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-prompt`}>{t('prompt')}</Label>
        <Textarea
          id={`${id}-prompt`}
          value={draft.prompt}
          onChange={(e) => setDraft({ ...draft, prompt: e.target.value })}
          rows={2}
          required
        />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('kind')}</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          {(['single', 'multiple'] as const).map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${id}-kind`}
                checked={draft.kind === kind}
                onChange={() =>
                  setDraft((d) => {
                    const firstRight = d.options.findIndex((o) => o.correct);
                    return {
                      ...d,
                      kind,
                      options:
                        kind === 'single'
                          ? d.options.map((o, i) => ({ ...o, correct: i === Math.max(firstRight, 0) }))
                          : d.options,
                    };
                  })
                }
              />
              {t(kind)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('options', { kind: draft.kind })}</legend>
        {draft.options.map((option, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: options have no id until saved; their order is their identity here
          <div key={i} className="flex items-center gap-2">
            <input
              type={draft.kind === 'single' ? 'radio' : 'checkbox'}
              name={`${id}-correct`}
              aria-label={t('optionRight', { number: i + 1 })}
              checked={option.correct}
              onChange={(e) => setOption(i, { correct: e.target.checked })}
              className="size-5 shrink-0"
            />
            <Input
              aria-label={t('option', { number: i + 1 })}
              value={option.text}
              onChange={(e) => setOption(i, { text: e.target.value })}
              required
              className="flex-1"
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t('removeOption', { number: i + 1 })}
              disabled={draft.options.length <= 2}
              onClick={() => setDraft((d) => ({ ...d, options: d.options.filter((_, j) => j !== i) }))}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={draft.options.length >= 8}
            onClick={() => setDraft((d) => ({ ...d, options: [...d.options, { text: '', correct: false }] }))}
          >
            <Plus aria-hidden="true" />
            {t('addOption')}
          </Button>
        </div>
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-explanation`}>{t('explanation')}</Label>
        <Textarea
          id={`${id}-explanation`}
          value={draft.explanation}
          onChange={(e) => setDraft({ ...draft, explanation: e.target.value })}
          rows={2}
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('cancel')}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
