'use client';

import { deleteAccountBodySchema } from '@lp/contract/accounts';
import { MESSAGES } from '@lp/contract/messages';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Form } from '@/components/ui/form';
import { Label } from '@/components/ui/label';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-error';
import { broadcastSessionChange, markSigningOut } from '@/lib/session-sync';
import { useContractMessage } from '@/lib/use-contract-message';
import { useDeleteAccount } from '../api/delete-account';
import { useDeleteReasons } from '../api/get-delete-reasons';

/** A reason, the typed "yes" (SPEC §5), then the account goes and this browser is signed out. */
export function DeleteAccountForm() {
  const t = useTranslations('profile');
  const say = useContractMessage();
  const reasons = useDeleteReasons();
  const remove = useDeleteAccount();
  const [reason, setReason] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; confirm?: string; form?: string }>({});

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = deleteAccountBodySchema.safeParse({ reason, confirm: confirm.trim() });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as 'reason' | 'confirm'] = say(issue.message);
      setErrors(next);
      return;
    }
    setErrors({});
    markSigningOut();
    try {
      await remove.mutateAsync(parsed.data);
    } catch (error) {
      setErrors({ form: say(errorMessage(error)) });
      return;
    }
    broadcastSessionChange();
    window.location.assign('/?account=deleted');
  }

  return (
    <Form onSubmit={onSubmit} noValidate className="grid max-w-lg gap-5" aria-label={t('deleteAccount')}>
      <Alert tone="error">{t('deleteWarning')}</Alert>
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      <div className="grid gap-2">
        <Label htmlFor="delete-reason">{t('whyLeaving')}</Label>
        <select
          id="delete-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={errors.reason ? true : undefined}
          className="h-10 w-full rounded-lg border border-input bg-background px-3 text-sm"
        >
          <option value="">{t('chooseReason')}</option>
          {/* The API's reasons are English: shown in the page's language by their id. */}
          {(reasons.data ?? []).map((r) => (
            <option key={r.id} value={r.id}>
              {t.has(`deleteReasons.${r.id}`) ? t(`deleteReasons.${r.id}`) : r.label}
            </option>
          ))}
        </select>
        <FieldError>{errors.reason}</FieldError>
      </div>
      <TextField
        label={say(MESSAGES.typeYesToDelete)}
        autoComplete="off"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={errors.confirm}
        placeholder={t('yesPlaceholder')}
      />
      <div>
        <Button type="submit" variant="destructive" disabled={remove.isPending}>
          {remove.isPending ? t('deleting') : t('deleteMine')}
        </Button>
      </div>
    </Form>
  );
}
