'use client';

import { MESSAGES } from '@lp/contract/messages';
import { useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Form } from '@/components/ui/form';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useContractMessage } from '@/lib/use-contract-message';

/**
 * A staff action's confirmation (a modal <dialog>): the reason the audit log and the author read,
 * and any extra fields (`children`, read from the form data). `onConfirm` throws ApiError to show
 * the server's message; the dialog closes when it resolves.
 */
export function ReasonDialog({
  open,
  title,
  description,
  confirmLabel,
  destructive = false,
  onClose,
  onConfirm,
  children,
}: {
  open: boolean;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  onClose: () => void;
  onConfirm: (reason: string, form: FormData) => Promise<unknown>;
  children?: ReactNode;
}) {
  const t = useTranslations('staff.reasonDialog');
  const contractMessage = useContractMessage();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ message: string; reason?: string } | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setError(null);
      element.showModal();
    }
    if (!open && element.open) element.close();
  }, [open]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const reason = String(form.get('reason') ?? '').trim();
    if (reason.length < 3) {
      setError({ message: '', reason: contractMessage(MESSAGES.staffReasonLength) });
      return;
    }
    setPending(true);
    setError(null);
    try {
      await onConfirm(reason, form);
      element.reset();
      onClose();
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fields : {};
      // The API answers in the page's language; a failure before any answer has the default English text.
      setError({ message: contractMessage(errorMessage(failure)), reason: fields.reason });
    } finally {
      setPending(false);
    }
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-border bg-background p-0 text-foreground shadow-2xl backdrop:bg-black/40"
    >
      <Form onSubmit={submit} className="grid gap-4 p-5 sm:p-6" noValidate>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? <div className="text-sm text-muted-foreground">{description}</div> : null}
        {error?.message && !error.reason ? <Alert tone="error">{error.message}</Alert> : null}
        <div className="grid gap-2">
          <Label htmlFor={`${id}-reason`}>{t('reason')}</Label>
          <Textarea
            id={`${id}-reason`}
            name="reason"
            required
            maxLength={500}
            className="min-h-20"
            aria-invalid={error?.reason ? true : undefined}
            aria-describedby={error?.reason ? `${id}-reason-error` : undefined}
          />
          <FieldError id={`${id}-reason-error`}>{error?.reason}</FieldError>
        </div>
        {children}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={pending}>
            {pending ? t('saving') : confirmLabel}
          </Button>
        </div>
      </Form>
    </dialog>
  );
}
