'use client';

import { OTP_LENGTH } from '@lp/contract/constants';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { buttonClassName } from '@/components/ui/button-styles';
import { Form } from '@/components/ui/form';
import { Link } from '@/components/ui/link';
import { TextField } from '@/components/ui/text-field';
import { lazyResolver, loadForForm } from '@/lib/lazy-resolver';
import { welcomePath } from '@/lib/safe-callback-url';
import { toast } from '@/lib/toast';
import { useCountdown } from '@/lib/use-countdown';
import type { CodeFields, DetailsFields, EmailFields } from '../register-resolvers';
import { SubmitButton } from './submit-button';

/*
 * The checks (zod and the contract's schemas) and the calls (the API client, the server's error
 * texts) load as soon as the visitor types, not with the page (docs/decisions/0021).
 */
const loadResolvers = () => import('../register-resolvers');
const emailValidation = lazyResolver<EmailFields, unknown, EmailFields>(() => loadResolvers().then((m) => m.emailResolver));
const codeValidation = lazyResolver<CodeFields, unknown, CodeFields>(() => loadResolvers().then((m) => m.codeResolver));
const detailsValidation = lazyResolver<DetailsFields, unknown, DetailsFields>(() =>
  loadResolvers().then((m) => m.detailsResolver),
);
const loadCalls = () => import('../register-calls').then((module) => module.registerCalls);

function preloadSignup(): void {
  emailValidation.preload();
  codeValidation.preload();
  detailsValidation.preload();
  loadCalls().catch(() => {});
}

/** A button that reads as a link, in line with the text around it. */
const linkButton = buttonClassName({ variant: 'link', size: 'inline' });

type Step =
  | { name: 'email'; email: string }
  | { name: 'code'; email: string; resendAt: number; expiresInSeconds: number }
  | { name: 'details'; email: string; otp: string };

type Translate = ReturnType<typeof useTranslations<'auth'>>;

function formatDuration(seconds: number, t: Translate): string {
  const minutes = Math.round(seconds / 60);
  return minutes >= 1 ? t('minutes', { count: minutes }) : t('seconds', { count: seconds });
}

/** Sign-up in three steps: email → code → name and password; then sign in and go to the welcome form. */
export function RegisterForm({ callbackUrl }: { callbackUrl?: string }) {
  const [step, setStep] = useState<Step>({ name: 'email', email: '' });
  const stepNumber = step.name === 'email' ? 1 : step.name === 'code' ? 2 : 3;
  const t = useTranslations('auth');

  return (
    <div className="grid gap-5" onInput={preloadSignup}>
      <p className="text-sm font-medium text-muted-foreground" aria-live="polite">
        {t('stepOf', { number: stepNumber, title: t(`steps.${step.name}`) })}
      </p>
      {step.name === 'email' ? (
        <EmailStep
          defaultEmail={step.email}
          onSent={(email, sent) =>
            setStep({
              name: 'code',
              email,
              resendAt: Date.now() + sent.resendAfterSeconds * 1000,
              expiresInSeconds: sent.expiresInSeconds,
            })
          }
        />
      ) : step.name === 'code' ? (
        <CodeStep
          email={step.email}
          resendAt={step.resendAt}
          expiresInSeconds={step.expiresInSeconds}
          onResent={(sent) =>
            setStep({
              ...step,
              resendAt: Date.now() + sent.resendAfterSeconds * 1000,
              expiresInSeconds: sent.expiresInSeconds,
            })
          }
          onVerified={(otp) => setStep({ name: 'details', email: step.email, otp })}
          onChangeEmail={() => setStep({ name: 'email', email: step.email })}
        />
      ) : (
        <DetailsStep
          email={step.email}
          otp={step.otp}
          callbackUrl={callbackUrl}
          onCodeRejected={() => setStep({ name: 'email', email: step.email })}
        />
      )}
    </div>
  );
}

function EmailStep({
  defaultEmail,
  onSent,
}: {
  defaultEmail: string;
  onSent: (email: string, sent: { resendAfterSeconds: number; expiresInSeconds: number }) => void;
}) {
  const t = useTranslations('auth');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: emailValidation.resolver, defaultValues: { email: defaultEmail } });
  const onSubmit = handleSubmit(async ({ email }) => {
    const calls = await loadForForm(loadCalls, setError);
    if (!calls) return;
    const { mailSignup, applyServerErrors } = calls;
    try {
      const sent = await mailSignup({ email });
      toast.success(t('mailSent', { email }));
      onSent(email, sent);
    } catch (error) {
      applyServerErrors(error, setError, ['email']);
    }
  });

  return (
    <Form onSubmit={onSubmit} noValidate className="grid gap-5">
      {errors.root?.server?.message ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoFocus
        hint={t('emailHint')}
        error={errors.email?.message}
        {...register('email')}
      />
      <SubmitButton pending={isSubmitting}>{t('sendCode')}</SubmitButton>
    </Form>
  );
}

function CodeStep({
  email,
  resendAt,
  expiresInSeconds,
  onResent,
  onVerified,
  onChangeEmail,
}: {
  email: string;
  resendAt: number;
  expiresInSeconds: number;
  onResent: (sent: { resendAfterSeconds: number; expiresInSeconds: number }) => void;
  onVerified: (otp: string) => void;
  onChangeEmail: () => void;
}) {
  const secondsLeft = useCountdown(resendAt);
  const t = useTranslations('auth');
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: codeValidation.resolver, defaultValues: { otp: '' } });

  const onSubmit = handleSubmit(async ({ otp }) => {
    const calls = await loadForForm(loadCalls, setError);
    if (!calls) return;
    const { verifyOtp, applyServerErrors } = calls;
    try {
      await verifyOtp({ email, otp });
      onVerified(otp);
    } catch (error) {
      applyServerErrors(error, setError, ['otp']);
    }
  });

  async function resend() {
    clearErrors();
    setResending(true);
    try {
      const calls = await loadForForm(loadCalls, setError);
      if (!calls) return;
      const { mailSignup, errorMessage } = calls;
      try {
        const sent = await mailSignup({ email });
        toast.success(t('newCodeSent', { email }));
        onResent(sent);
      } catch (error) {
        setError('root.server', { type: 'server', message: errorMessage(error) });
      }
    } finally {
      setResending(false);
    }
  }

  return (
    <Form onSubmit={onSubmit} noValidate className="grid gap-5">
      <p className="text-sm text-muted-foreground">
        {t.rich('enterCode', {
          length: OTP_LENGTH,
          email,
          duration: formatDuration(expiresInSeconds, t),
          strong: (chunks) => <span className="font-medium text-foreground">{chunks}</span>,
        })}
      </p>
      <p className="text-sm text-muted-foreground">
        {t('existingAccount')}{' '}
        <Link href={`/login?${new URLSearchParams({ email })}`} className="font-medium text-primary underline underline-offset-2">
          {t('signIn')}
        </Link>
      </p>
      {errors.root?.server?.message ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
      <TextField
        label={t('verificationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        pattern="[0-9]*"
        autoFocus
        className="[&_input]:font-mono [&_input]:tracking-[0.4em]"
        error={errors.otp?.message}
        {...register('otp')}
      />
      <SubmitButton pending={isSubmitting}>{t('verify')}</SubmitButton>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button type="button" className={linkButton} disabled={secondsLeft > 0 || resending} onClick={() => void resend()}>
          {secondsLeft > 0 ? t('resendIn', { seconds: secondsLeft }) : t('resend')}
        </button>
        <button type="button" className={linkButton} onClick={onChangeEmail}>
          {t('differentEmail')}
        </button>
      </div>
    </Form>
  );
}

function DetailsStep({
  email,
  otp,
  callbackUrl,
  onCodeRejected,
}: {
  email: string;
  otp: string;
  callbackUrl?: string;
  onCodeRejected: () => void;
}) {
  const router = useRouter();
  const t = useTranslations('auth');
  const [redirecting, setRedirecting] = useState(false);
  const [codeRejected, setCodeRejected] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: detailsValidation.resolver,
    defaultValues: { fullName: '', password: '', acceptTerms: false },
  });

  const onSubmit = handleSubmit(async ({ fullName, password, acceptTerms }) => {
    setCodeRejected(false);
    const calls = await loadForForm(loadCalls, setError);
    if (!calls) return;
    const { signup, signInWithCredentials, applyServerErrors, isCodeRejected } = calls;
    try {
      // The resolver let the form through only with the box ticked.
      await signup({ email, otp, fullName, password, acceptTerms: acceptTerms ? true : undefined });
    } catch (error) {
      if (isCodeRejected(error)) setCodeRejected(true);
      applyServerErrors(error, setError, ['fullName', 'password', 'acceptTerms']);
      return;
    }
    setRedirecting(true);
    const signedIn = await signInWithCredentials(email, password);
    if (!signedIn.ok) {
      toast.success(t('accountReady'));
      router.replace(`/login?${new URLSearchParams({ email })}`);
      return;
    }
    toast.success(t('welcomeToast'));
    router.replace(welcomePath(callbackUrl));
  });

  return (
    <Form onSubmit={onSubmit} noValidate className="grid gap-5">
      {errors.root?.server?.message ? (
        <Alert tone="error">
          {errors.root.server.message}
          {codeRejected ? (
            <>
              {' '}
              <button type="button" onClick={onCodeRejected} className="font-medium underline underline-offset-2">
                {t('newCode')}
              </button>
            </>
          ) : null}
        </Alert>
      ) : null}
      <TextField label={t('fullName')} autoComplete="name" autoFocus error={errors.fullName?.message} {...register('fullName')} />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordHint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="grid gap-1">
        <label className="flex items-start gap-2.5 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? 'accept-terms-error' : undefined}
            {...register('acceptTerms')}
          />
          <span>
            {t.rich('agreeTerms', {
              terms: (chunks) => (
                <Link href="/terms" target="_blank" className="font-medium text-primary underline underline-offset-2">
                  {chunks}
                </Link>
              ),
              privacy: (chunks) => (
                <Link href="/privacy" target="_blank" className="font-medium text-primary underline underline-offset-2">
                  {chunks}
                </Link>
              ),
            })}
          </span>
        </label>
        {errors.acceptTerms?.message ? (
          <p id="accept-terms-error" className="text-sm text-destructive">
            {errors.acceptTerms.message}
          </p>
        ) : null}
      </div>
      <SubmitButton pending={isSubmitting || redirecting}>{t('createAccount')}</SubmitButton>
    </Form>
  );
}
