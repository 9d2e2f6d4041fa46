'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';
import { errorMessage } from '@/lib/api-error';
import { deleteQuestion } from '../api/answer-calls';

export function DeleteQuestionButton({ questionId }: { questionId: number }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className={`${buttonClassName({ variant: 'ghost', size: 'sm' })} text-destructive`}
        onClick={async () => {
          if (!window.confirm('Delete your question and its answers?')) return;
          try {
            await deleteQuestion(questionId);
            router.push('/questions');
          } catch (e) {
            setError(errorMessage(e));
          }
        }}
      >
        Delete question
      </button>
      {error && (
        <span role="alert" className="text-sm text-destructive">
          {error}
        </span>
      )}
    </>
  );
}
