'use client';

import { Fingerprint } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { buttonClassName } from '@/components/ui/button-styles';
import { Form } from '@/components/ui/form';
import { Link } from '@/components/ui/link';
import { TextField } from '@/components/ui/text-field';
import { lazyResolver, loadForForm } from '@/lib/lazy-resolver';
import { browserSupportsPasskeys, readPasskeyPrompt } from '@/lib/passkey-prompt';
import { isAuthPage, safeCallbackUrl, welcomePath } from '@/lib/safe-callback-url';
import { useAppSession } from '@/lib/session';
import type { SignInResult } from '../api/sign-in-with-credentials';
import type { LoginFields } from '../login-resolver';
import { SubmitButton } from './submit-button';

const validation = lazyResolver<LoginFields, unknown, LoginFields>(() =>
  import('../login-resolver').then((module) => module.loginResolver),
);
const loadCredentialsSignIn = () => import('../api/sign-in-with-credentials');

/** The checks and the sign-in call (zod, the session schema) load as soon as the visitor types, not with the page. */
function preloadSignIn(): void {
  validation.preload();
  loadCredentialsSignIn().catch(() => {});
}

/**
 * The sign-in form. Its page passes the texts of the URL's `error` (docs/decisions/0021: a client
 * component does not import the MESSAGES table): `sessionRequired` is shown unless the visitor is
 * signed in after all, `urlError` until the form shows an error of its own.
 */
export function LoginForm({
  callbackUrl,
  email,
  sessionRequired,
  urlError,
}: {
  callbackUrl?: string;
  email?: string;
  sessionRequired?: string;
  urlError?: string;
}) {
  const { status, user } = useAppSession();
  const t = useTranslations('auth');
  const [redirecting, setRedirecting] = useState(false);
  const [passkey, setPasskey] = useState<{ supported: boolean; prominent: boolean }>({ supported: false, prominent: false });
  const [passkeyPending, setPasskeyPending] = useState(false);
  /** The account asked for its authenticator code: the form shows that field (the second step). */
  const [codeStep, setCodeStep] = useState(false);
  useEffect(() => {
    setPasskey({ supported: browserSupportsPasskeys(), prominent: readPasskeyPrompt().showButton });
  }, []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: validation.resolver,
    defaultValues: { email: email ?? '', password: '', totp: '' },
  });

  const target = (() => {
    const safe = safeCallbackUrl(callbackUrl, '/');
    return isAuthPage(safe) ? '/' : safe;
  })();

  function finish(result: SignInResult, sentCode = false) {
    if (!result.ok && result.needsCode) {
      setCodeStep(true);
      // The first time the field only appears; a code that was sent and refused is the field's error.
      if (sentCode) setError('totp', { type: 'server', message: result.error });
      return;
    }
    if (!result.ok) {
      setError('root.server', { type: 'server', message: result.error });
      return;
    }
    setRedirecting(true);
    // A full navigation: server components and cached routes (which may hold the redirect that
    // brought the visitor here) must see the new session cookie.
    window.location.assign(result.user?.showPreferences ? welcomePath(target) : target);
  }

  const onSubmit = handleSubmit(async (values) => {
    const loaded = await loadForForm(loadCredentialsSignIn, setError);
    if (!loaded) return;
    const code = codeStep ? values.totp?.trim() : undefined;
    finish(await loaded.signInWithCredentials(values.email, values.password, code || undefined), Boolean(code));
  });

  async function onPasskey() {
    setPasskeyPending(true);
    try {
      // WebAuthn's client library loads only when a passkey is used.
      const { signInWithPasskey } = await import('../api/sign-in-with-passkey');
      finish(await signInWithPasskey());
    } finally {
      setPasskeyPending(false);
    }
  }

  const pending = isSubmitting || redirecting;

  return (
    <Form onSubmit={onSubmit} onInput={preloadSignIn} noValidate className="grid gap-5">
      {sessionRequired && status !== 'authenticated' ? <Alert tone="info">{sessionRequired}</Alert> : null}
      {status === 'authenticated' && user && !pending ? (
        <Alert tone="info">
          {t('signedInAs', { email: user.email })}{' '}
          <Link href={target} className="font-medium underline underline-offset-2">
            {t('continue')}
          </Link>
        </Alert>
      ) : null}
      {errors.root?.server?.message ? (
        <Alert tone="error">{errors.root.server.message}</Alert>
      ) : urlError ? (
        <Alert tone="error">{urlError}</Alert>
      ) : null}
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
        label={t('password')}
        type="password"
        autoComplete="current-password"
        autoFocus={Boolean(email)}
        error={errors.password?.message}
        labelAside={
          <Link href="/forgot-password" className="rounded text-sm font-medium text-primary hover:underline">
            {t('forgotPasswordLink')}
          </Link>
        }
        {...register('password')}
      />
      {codeStep ? (
        <TextField
          label={t('authenticatorCode')}
          autoComplete="one-time-code"
          inputMode="numeric"
          autoFocus
          hint={t('authenticatorHint')}
          error={errors.totp?.message}
          {...register('totp')}
        />
      ) : null}
      <SubmitButton pending={pending}>{codeStep ? t('verifyAndSignIn') : t('signIn')}</SubmitButton>
      {passkey.supported ? (
        <button
          type="button"
          className={buttonClassName({ variant: passkey.prominent ? 'default' : 'outline' })}
          disabled={pending || passkeyPending}
          onClick={onPasskey}
        >
          <Fingerprint aria-hidden="true" />
          {passkeyPending ? t('waitingForPasskey') : t('continueWithPasskey')}
        </button>
      ) : null}
    </Form>
  );
}
