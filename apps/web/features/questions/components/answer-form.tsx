'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';
import { FieldError } from '@/components/ui/field-error';
import { Form } from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-error';
import { addAnswer } from '../api/answer-calls';

/** The "Your answer" box under a question; the page re-renders with the answer once posted. */
export function AnswerForm({ questionId }: { questionId: number }) {
  const router = useRouter();
  const t = useTranslations('questions');
  const errors = useTranslations('errors');
  const id = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const { answer } = await addAnswer(questionId, body);
      setBody('');
      router.refresh();
      window.history.replaceState(null, '', `#answer-${answer.id}`);
    } catch (e) {
      setError(e instanceof ApiError ? (e.fields.body ?? e.message) : errors('default'));
    } finally {
      setPending(false);
    }
  }

  return (
    <Form onSubmit={onSubmit} className="grid gap-3" noValidate>
      {/* Label's own text size and weight would not give way to these (it joins classes without merging them). */}
      <label htmlFor={`${id}-answer`} className="text-lg font-semibold text-foreground">
        {t('yourAnswer')}
      </label>
      <Textarea
        id={`${id}-answer`}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        rows={7}
        placeholder={t('answerPlaceholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-answer-error`}
      />
      <FieldError id={`${id}-answer-error`} role="alert">
        {error}
      </FieldError>
      <div>
        <button type="submit" className={buttonClassName()} disabled={pending || body.trim().length === 0}>
          {pending ? t('posting') : t('postAnswer')}
        </button>
      </div>
    </Form>
  );
}
