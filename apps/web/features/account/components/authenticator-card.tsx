'use client';

import type { TotpConfirmed, TotpSetup } from '@lp/contract/staff';
import { Copy, Download, Smartphone } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useTotpConfirm, useTotpDisable, useTotpSetup, useTotpStatus } from '../api/totp';

/** The secret in groups of four, easier to type into an app by hand. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * An authenticator app as a second factor (staff need one): set it up (QR code and the secret as
 * text, confirmed with a code), see the 10 recovery codes once (copy or download), turn it off.
 */
export function AuthenticatorCard() {
  const status = useTotpStatus();
  const setup = useTotpSetup();
  const confirm = useTotpConfirm();
  const disable = useTotpDisable();
  const [pending, setPending] = useState<TotpSetup | null>(null);
  const [recovery, setRecovery] = useState<TotpConfirmed['recoveryCodes'] | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ message: string; code?: string } | null>(null);

  async function start() {
    setError(null);
    try {
      setPending(await setup.mutateAsync());
    } catch (failure) {
      setError({ message: errorMessage(failure) });
    }
  }

  function showFailure(failure: unknown) {
    const fields = failure instanceof ApiError ? failure.fields : {};
    setError({
      message: errorMessage(failure),
      code: fields.code ?? (failure instanceof ApiError && failure.status === 422 ? errorMessage(failure) : undefined),
    });
  }

  async function submitConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    try {
      const confirmed = await confirm.mutateAsync(code.replace(/\s/g, ''));
      setRecovery(confirmed.recoveryCodes);
      setPending(null);
      setCode('');
      toast.success('Your authenticator app is set up.');
    } catch (failure) {
      showFailure(failure);
    }
  }

  async function submitDisable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    try {
      await disable.mutateAsync(code.trim());
      setCode('');
      toast.success('Your authenticator app is turned off.');
    } catch (failure) {
      showFailure(failure);
    }
  }

  const recoveryText = recovery ? `${recovery.join('\n')}\n` : '';

  return (
    <Card id="authenticator" className="scroll-mt-24">
      <CardHeader>
        <CardTitle>Authenticator app</CardTitle>
        <CardDescription>
          A 6-digit code from an app such as Google Authenticator, Aegis or 1Password, asked after your password. Staff accounts
          need it (or a passkey).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {error && !error.code ? <Alert tone="error">{error.message}</Alert> : null}
        {recovery ? (
          <div className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
            <h3 className="font-semibold">Your recovery codes</h3>
            <p className="text-sm">
              Each one signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.
            </p>
            <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm sm:max-w-sm">
              {recovery.map((value) => (
                <li key={value}>{value}</li>
              ))}
            </ul>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                onClick={async () => {
                  try {
                    await navigator.clipboard.writeText(recoveryText);
                    toast.success('Recovery codes copied.');
                  } catch {
                    toast.error('Copying was refused by the browser: select the codes instead.');
                  }
                }}
              >
                <Copy aria-hidden="true" />
                Copy codes
              </Button>
              <Button variant="outline" asChild>
                <a
                  href={`data:text/plain;charset=utf-8,${encodeURIComponent(recoveryText)}`}
                  download="learnly-recovery-codes.txt"
                >
                  <Download aria-hidden="true" />
                  Download codes
                </a>
              </Button>
              <Button onClick={() => setRecovery(null)}>I have saved them</Button>
            </div>
          </div>
        ) : null}
        {status.isPending ? (
          <Skeleton className="h-12 w-full rounded-xl" />
        ) : status.isError ? (
          <Alert tone="error">{errorMessage(status.error)}</Alert>
        ) : status.data.enabled ? (
          <>
            <p className="text-sm">
              <span className="font-medium">On.</span> {status.data.recoveryCodesLeft} recovery{' '}
              {status.data.recoveryCodesLeft === 1 ? 'code' : 'codes'} left.
            </p>
            <Form onSubmit={submitDisable} className="grid gap-3 sm:grid-cols-[16rem_auto] sm:items-end" noValidate>
              <TextField
                label="Code to turn it off"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                hint="A code from the app, or a recovery code."
                error={error?.code}
              />
              <Button type="submit" variant="outline" disabled={disable.isPending}>
                Turn off
              </Button>
            </Form>
          </>
        ) : pending ? (
          <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
            {/* biome-ignore lint/performance/noImgElement: a data: URL from the API, nothing for next/image to optimise */}
            <img
              src={pending.qrCode}
              alt="QR code of your authenticator secret"
              width={180}
              height={180}
              className="rounded-lg border border-border bg-white"
            />
            <div className="grid gap-3">
              <ol className="list-decimal space-y-1 pl-5 text-sm">
                <li>Scan the QR code with your authenticator app, or type the secret into it.</li>
                <li>Enter the 6-digit code the app shows.</li>
              </ol>
              <p className="text-sm">
                Secret:{' '}
                <code className="rounded bg-muted px-1.5 py-0.5 font-mono break-all select-all">{grouped(pending.secret)}</code>
              </p>
              <Form onSubmit={submitConfirm} className="grid gap-3 sm:grid-cols-[12rem_auto] sm:items-end" noValidate>
                <TextField
                  label="Code from the app"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={7}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  error={error?.code}
                />
                <Button type="submit" disabled={confirm.isPending}>
                  {confirm.isPending ? 'Checking…' : 'Turn on'}
                </Button>
              </Form>
            </div>
          </div>
        ) : (
          <div>
            <Button onClick={start} disabled={setup.isPending}>
              <Smartphone aria-hidden="true" />
              Set up an authenticator app
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
