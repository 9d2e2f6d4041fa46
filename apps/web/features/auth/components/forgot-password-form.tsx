'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBodySchema } from '@lp/contract/accounts';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/text-field';
import { applyServerErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useForgotPassword } from '../api/forgot-password';
import { SubmitButton } from './submit-button';

export function ForgotPasswordForm({ email }: { email?: string }) {
  const router = useRouter();
  const forgotPassword = useForgotPassword();
  const [redirecting, setRedirecting] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordBodySchema), defaultValues: { email: email ?? '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await forgotPassword.mutateAsync(values);
    } catch (error) {
      applyServerErrors(error, setError, ['email']);
      return;
    }
    setRedirecting(true);
    toast.success(`If an account exists for ${values.email}, we have sent it a code.`);
    router.push(`/set-password?${new URLSearchParams({ email: values.email })}`);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {errors.root?.server?.message ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoFocus
        error={errors.email?.message}
        {...register('email')}
      />
      <SubmitButton pending={isSubmitting || redirecting}>Send code</SubmitButton>
    </form>
  );
}
