'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/text-field';
import { lazyResolver, loadForForm } from '@/lib/lazy-resolver';
import { loadOnce } from '@/lib/load-on-demand';
import { toast } from '@/lib/toast';
import type { ForgotPasswordFields } from '../password-reset-resolvers';
import { SubmitButton } from './submit-button';

/* The checks (zod, the contract's schema) and the call load as soon as the visitor types, not with the page. */
const validation = lazyResolver<ForgotPasswordFields, unknown, ForgotPasswordFields>(() =>
  import('../password-reset-resolvers').then((module) => module.forgotPasswordResolver),
);
const loadCalls = loadOnce(() => import('../password-reset-calls').then((module) => module.passwordResetCalls));

function preload(): void {
  validation.preload();
  loadCalls().catch(() => {});
}

export function ForgotPasswordForm({ email }: { email?: string }) {
  const router = useRouter();
  const t = useTranslations('auth');
  const [redirecting, setRedirecting] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: validation.resolver, defaultValues: { email: email ?? '' } });

  const onSubmit = handleSubmit(async (values) => {
    const calls = await loadForForm(loadCalls, setError);
    if (!calls) return;
    try {
      await calls.forgotPassword(values);
    } catch (error) {
      calls.applyServerErrors(error, setError, ['email']);
      return;
    }
    setRedirecting(true);
    toast.success(t('codeSentIfAccount', { email: values.email }));
    router.push(`/set-password?${new URLSearchParams({ email: values.email })}`);
  });

  return (
    <Form onSubmit={onSubmit} onInput={preload} noValidate className="grid gap-5">
      {errors.root?.server?.message ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoFocus
        error={errors.email?.message}
        {...register('email')}
      />
      <SubmitButton pending={isSubmitting || redirecting}>{t('sendCode')}</SubmitButton>
    </Form>
  );
}
