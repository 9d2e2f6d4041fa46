'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';
import { ApiError } from '@/lib/api-error';
import { deleteQuestion } from '../api/answer-calls';

export function DeleteQuestionButton({ questionId }: { questionId: number }) {
  const router = useRouter();
  const t = useTranslations('questions');
  const errors = useTranslations('errors');
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className={`${buttonClassName({ variant: 'ghost', size: 'sm' })} text-destructive`}
        onClick={async () => {
          if (!window.confirm(t('confirmDeleteQuestion'))) return;
          try {
            await deleteQuestion(questionId);
            router.push('/questions');
          } catch (e) {
            setError(e instanceof ApiError ? e.message : errors('default'));
          }
        }}
      >
        {t('deleteQuestion')}
      </button>
      {error && (
        <span role="alert" className="text-sm text-destructive">
          {error}
        </span>
      )}
    </>
  );
}
