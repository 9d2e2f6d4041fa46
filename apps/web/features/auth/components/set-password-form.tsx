'use client';

import { OTP_LENGTH } from '@lp/contract/constants';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Form } from '@/components/ui/form';
import { Link } from '@/components/ui/link';
import { TextField } from '@/components/ui/text-field';
import { lazyResolver, loadForForm } from '@/lib/lazy-resolver';
import { loadOnce } from '@/lib/load-on-demand';
import { toast } from '@/lib/toast';
import type { SetPasswordFields } from '../password-reset-resolvers';
import { SubmitButton } from './submit-button';

/* The checks (zod, the contract's schema) and the call load as soon as the visitor types, not with the page. */
const validation = lazyResolver<SetPasswordFields, unknown, SetPasswordFields>(() =>
  import('../password-reset-resolvers').then((module) => module.setPasswordResolver),
);
const loadCalls = loadOnce(() => import('../password-reset-calls').then((module) => module.passwordResetCalls));

function preload(): void {
  validation.preload();
  loadCalls().catch(() => {});
}

export function SetPasswordForm({ email }: { email?: string }) {
  const router = useRouter();
  const t = useTranslations('auth');
  const [redirecting, setRedirecting] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: validation.resolver,
    defaultValues: { email: email ?? '', otp: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ email: address, otp, newPassword }) => {
    const calls = await loadForForm(loadCalls, setError);
    if (!calls) return;
    try {
      await calls.resetPassword({ email: address, otp, newPassword });
    } catch (error) {
      calls.applyServerErrors(error, setError, ['email', 'otp', 'newPassword']);
      return;
    }
    setRedirecting(true);
    toast.success(t('passwordChanged'));
    router.push(`/login?${new URLSearchParams({ email: address })}`);
  });

  return (
    <Form onSubmit={onSubmit} onInput={preload} noValidate className="grid gap-5">
      {errors.root?.server?.message ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoFocus={!email}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('verificationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        pattern="[0-9]*"
        autoFocus={Boolean(email)}
        className="[&_input]:font-mono [&_input]:tracking-[0.4em]"
        hint={
          <>
            {t('codeFromEmail', { length: OTP_LENGTH })}{' '}
            <Link href="/forgot-password" className="rounded font-medium text-primary hover:underline">
              {t('requestNewCode')}
            </Link>
          </>
        }
        error={errors.otp?.message}
        {...register('otp')}
      />
      <TextField
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordHint')}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label={t('confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <SubmitButton pending={isSubmitting || redirecting}>{t('setPassword')}</SubmitButton>
    </Form>
  );
}
