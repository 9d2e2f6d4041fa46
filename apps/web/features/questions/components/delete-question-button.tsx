'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { deleteQuestion } from '../api/answer-calls';

export function DeleteQuestionButton({ questionId }: { questionId: number }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        className="text-destructive"
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
      </Button>
      {error && (
        <span role="alert" className="text-sm text-destructive">
          {error}
        </span>
      )}
    </>
  );
}
