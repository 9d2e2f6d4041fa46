'use client';

import { formatDate } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';
import { CANCEL_NOTE_MAX_LENGTH } from '@lp/contract/subscriptions';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Form } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useContractMessage } from '@/lib/use-contract-message';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useCancelReasons } from '../api/get-cancel-reasons';

/** Cancel with a reason: the API stops auto renew; premium stays until the end date. */
export function CancelSubscriptionForm({
  subscriptionId,
  endDate,
  onDone,
}: {
  subscriptionId: number;
  endDate: string;
  onDone: () => void;
}) {
  const reasons = useCancelReasons();
  const cancel = useCancelSubscription();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const noteId = useId();
  const t = useTranslations('premium');
  const locale = useLocale() as Locale;
  const say = useContractMessage();
  const fields = cancel.error instanceof ApiError ? cancel.error.fields : {};

  return (
    <Form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        cancel.mutate({ id: subscriptionId, reason: reason as never, note: note.trim() || undefined }, { onSuccess: onDone });
      }}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-semibold">{t('cancel.legend')}</legend>
        <p className="mb-2 text-sm text-muted-foreground">{t('cancel.intro', { date: formatDate(endDate, locale) })}</p>
        {reasons.data?.map((r) => (
          <label key={r.id} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="reason"
              value={r.id}
              checked={reason === r.id}
              onChange={() => setReason(r.id)}
              className="size-4"
            />
            {t.has(`cancel.reasons.${r.id}`) ? t(`cancel.reasons.${r.id}`) : r.label}
          </label>
        ))}
        <FieldError>{fields.reason ? say(fields.reason) : undefined}</FieldError>
      </fieldset>
      <div className="grid gap-1.5">
        <label htmlFor={noteId} className="text-sm font-medium">
          {t('cancel.note', { required: reason === 'other' ? 'yes' : 'no' })}
        </label>
        <textarea
          id={noteId}
          value={note}
          maxLength={CANCEL_NOTE_MAX_LENGTH}
          onChange={(e) => setNote(e.target.value)}
          rows={3}
          className="rounded-lg border border-input bg-background px-3 py-2 text-sm"
          aria-invalid={fields.note ? true : undefined}
        />
        <FieldError>{fields.note ? say(fields.note) : undefined}</FieldError>
      </div>
      {cancel.isError && !fields.reason && !fields.note ? <Alert tone="error">{say(errorMessage(cancel.error))}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={cancel.isPending}>
          {cancel.isPending ? <Spinner label={t('cancel.cancelling')} /> : null}
          {t('cancel.submit')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('cancel.keep')}
        </Button>
      </div>
    </Form>
  );
}
