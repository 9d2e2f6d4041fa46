'use client';

import { CheckCircle2, Undo2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';
import { FieldError } from '@/components/ui/field-error';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-error';
import { acceptAnswer, deleteAnswer, editAnswer, unacceptAnswer } from '../api/answer-calls';

/**
 * An answer's body (rendered on the server, passed as children) with its owner's edit and
 * delete, and the asker's accept (and taking it back). Each change re-renders the page from the server.
 */
export function AnswerControls({
  answerId,
  body,
  mine,
  canAccept,
  accepted,
  children,
}: {
  answerId: number;
  body: string;
  mine: boolean;
  canAccept: boolean;
  accepted: boolean;
  children: ReactNode;
}) {
  const router = useRouter();
  const t = useTranslations('questions');
  const errors = useTranslations('errors');
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(body);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function run(action: () => Promise<unknown>, after?: () => void) {
    setPending(true);
    setError(null);
    try {
      await action();
      after?.();
      router.refresh();
    } catch (e) {
      setError(e instanceof ApiError ? (e.fields.body ?? e.message) : errors('default'));
    } finally {
      setPending(false);
    }
  }

  return (
    <div>
      {editing ? (
        <div className="grid gap-2">
          <Textarea value={draft} onChange={(e) => setDraft(e.target.value)} rows={6} aria-label={t('editAnswer')} />
          <div className="flex gap-2">
            <button
              type="button"
              className={buttonClassName({ size: 'sm' })}
              disabled={pending}
              onClick={() =>
                run(
                  () => editAnswer(answerId, draft),
                  () => setEditing(false),
                )
              }
            >
              {t('save')}
            </button>
            <button type="button" className={buttonClassName({ variant: 'ghost', size: 'sm' })} onClick={() => setEditing(false)}>
              {t('cancel')}
            </button>
          </div>
        </div>
      ) : (
        children
      )}
      <FieldError role="alert" className="mt-2">
        {error}
      </FieldError>
      {!editing && (mine || canAccept) && (
        <div className="mt-3 flex flex-wrap gap-2">
          {canAccept && !accepted && (
            <button
              type="button"
              className={buttonClassName({ variant: 'outline', size: 'sm' })}
              disabled={pending}
              onClick={() => run(() => acceptAnswer(answerId))}
            >
              <CheckCircle2 aria-hidden="true" />
              {t('accept')}
            </button>
          )}
          {canAccept && accepted && (
            <button
              type="button"
              className={buttonClassName({ variant: 'ghost', size: 'sm' })}
              disabled={pending}
              onClick={() => run(() => unacceptAnswer(answerId))}
            >
              <Undo2 aria-hidden="true" />
              {t('undoAccept')}
            </button>
          )}
          {mine && (
            <>
              <button
                type="button"
                className={buttonClassName({ variant: 'ghost', size: 'sm' })}
                onClick={() => setEditing(true)}
              >
                {t('edit')}
              </button>
              <button
                type="button"
                className={`${buttonClassName({ variant: 'ghost', size: 'sm' })} text-destructive`}
                disabled={pending}
                onClick={() => {
                  if (window.confirm(t('confirmDeleteAnswer'))) void run(() => deleteAnswer(answerId));
                }}
              >
                {t('delete')}
              </button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
