'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordBodySchema } from '@lp/contract/accounts';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/text-field';
import { applyServerErrors } from '@/lib/form-errors';
import { localizedResolver } from '@/lib/localized-resolver';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';
import { SubmitButton } from './submit-button';

export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const t = useTranslations('settings');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: localizedResolver(zodResolver(changePasswordBodySchema)),
    defaultValues: { oldPassword: '', newPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await changePassword.mutateAsync(values);
    } catch (error) {
      applyServerErrors(error, setError, ['oldPassword', 'newPassword']);
      return;
    }
    reset();
    toast.success(t('changePassword.changed'));
  });

  return (
    <Form onSubmit={onSubmit} noValidate className="grid max-w-md gap-5">
      {errors.root?.server?.message ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
      <TextField
        label={t('changePassword.current')}
        type="password"
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        {...register('oldPassword')}
      />
      <TextField
        label={t('changePassword.new')}
        type="password"
        autoComplete="new-password"
        hint={t('changePassword.hint')}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <div>
        <SubmitButton pending={isSubmitting}>{t('changePassword.submit')}</SubmitButton>
      </div>
    </Form>
  );
}
