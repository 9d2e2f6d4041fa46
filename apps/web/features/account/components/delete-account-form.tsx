'use client';

import { deleteAccountBodySchema } from '@lp/contract/accounts';
import { MESSAGES } from '@lp/contract/messages';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Form } from '@/components/ui/form';
import { Label } from '@/components/ui/label';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-error';
import { broadcastSessionChange, markSigningOut } from '@/lib/session-sync';
import { useDeleteAccount } from '../api/delete-account';
import { useDeleteReasons } from '../api/get-delete-reasons';

/** A reason, the typed "yes" (SPEC §5), then the account goes and this browser is signed out. */
export function DeleteAccountForm() {
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
      for (const issue of parsed.error.issues) next[issue.path[0] as 'reason' | 'confirm'] = issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    markSigningOut();
    try {
      await remove.mutateAsync(parsed.data);
    } catch (error) {
      setErrors({ form: errorMessage(error) });
      return;
    }
    broadcastSessionChange();
    window.location.assign('/?account=deleted');
  }

  return (
    <Form onSubmit={onSubmit} noValidate className="grid max-w-lg gap-5" aria-label="Delete account">
      <Alert tone="error">
        Deleting your account removes your profile, picture, enrolments and progress, reviews, job applications and résumés,
        points, passkeys and linked accounts for good, and signs you out on every device. You can sign up again with the same
        email, but nothing comes back.
      </Alert>
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      <div className="grid gap-2">
        <Label htmlFor="delete-reason">Why are you leaving?</Label>
        <select
          id="delete-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={errors.reason ? true : undefined}
          className="h-10 w-full rounded-lg border border-input bg-background px-3 text-sm"
        >
          <option value="">Choose a reason</option>
          {(reasons.data ?? []).map((r) => (
            <option key={r.id} value={r.id}>
              {r.label}
            </option>
          ))}
        </select>
        <FieldError>{errors.reason}</FieldError>
      </div>
      <TextField
        label={MESSAGES.typeYesToDelete}
        autoComplete="off"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={errors.confirm}
        placeholder="yes"
      />
      <div>
        <Button type="submit" variant="destructive" disabled={remove.isPending}>
          {remove.isPending ? 'Deleting…' : 'Delete my account'}
        </Button>
      </div>
    </Form>
  );
}
