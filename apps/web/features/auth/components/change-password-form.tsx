'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordBodySchema } from '@lp/contract/accounts';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/text-field';
import { applyServerErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';
import { SubmitButton } from './submit-button';

export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(changePasswordBodySchema), defaultValues: { oldPassword: '', newPassword: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await changePassword.mutateAsync(values);
    } catch (error) {
      applyServerErrors(error, setError, ['oldPassword', 'newPassword']);
      return;
    }
    reset();
    toast.success('Your password has been changed.');
  });

  return (
    <Form onSubmit={onSubmit} noValidate className="grid max-w-md gap-5">
      {errors.root?.server?.message ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        {...register('oldPassword')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, with a letter and a number."
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <div>
        <SubmitButton pending={isSubmitting}>Change password</SubmitButton>
      </div>
    </Form>
  );
}
