'use client';

import { Copy, Download, ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { RelativeTime } from '@/components/ui/relative-time';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import {
  useAuthenticatorStatus,
  useConfirmAuthenticator,
  useDisableAuthenticator,
  useStartAuthenticatorSetup,
} from '../api/authenticator-app';

/**
 * An authenticator app (TOTP) as a second factor: set up with a QR code or the key, confirmed with
 * a code, then 10 recovery codes shown once; turned off with a code. Staff need a passkey or this.
 */
export function AuthenticatorCard() {
  const status = useAuthenticatorStatus();
  const setup = useStartAuthenticatorSetup();
  const confirm = useConfirmAuthenticator();
  const disable = useDisableAuthenticator();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  async function start() {
    setRecoveryCodes(null);
    try {
      await setup.mutateAsync();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setCodeError(undefined);
    try {
      if (status.data?.enabled) {
        await disable.mutateAsync(code);
        toast.success('The authenticator app is turned off.');
      } else {
        const confirmed = await confirm.mutateAsync(code);
        setRecoveryCodes(confirmed.recoveryCodes);
        setup.reset();
        toast.success('The authenticator app is on.');
      }
      setCode('');
    } catch (error) {
      setCodeError(errorMessage(error));
    }
  }

  const codeForm = (label: string, action: string, pending: boolean) => (
    <Form onSubmit={submit} className="grid max-w-sm gap-3">
      <TextField
        label={label}
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={codeError}
      />
      <div>
        <Button type="submit" disabled={pending || code.trim().length < 6}>
          {action}
        </Button>
      </div>
    </Form>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Authenticator app</CardTitle>
        <CardDescription>
          A 6-digit code from an app such as Google Authenticator, Aegis or 1Password, asked for after your password.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.isPending ? (
          <Skeleton className="h-16 w-full rounded-xl" />
        ) : status.isError ? (
          <Alert tone="error">{errorMessage(status.error)}</Alert>
        ) : status.data.enabled ? (
          <>
            <p className="flex items-center gap-2 text-sm">
              <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
              <span>
                On since {status.data.enabledAt ? <RelativeTime value={status.data.enabledAt} /> : 'set-up'} ·{' '}
                {status.data.recoveryCodesLeft} recovery codes left
              </span>
            </p>
            {recoveryCodes ? (
              <Alert tone="info">
                <p className="font-medium">Save these recovery codes now: they are shown only once.</p>
                <p className="mt-1">Each one signs you in once if you lose your phone.</p>
                <ul className="mt-3 grid grid-cols-2 gap-1 font-mono text-sm" aria-label="Recovery codes">
                  {recoveryCodes.map((recovery) => (
                    <li key={recovery}>{recovery}</li>
                  ))}
                </ul>
                <RecoveryCodeActions codes={recoveryCodes} />
              </Alert>
            ) : null}
            {codeForm('Code to turn it off', 'Turn off', disable.isPending)}
          </>
        ) : setup.data ? (
          <>
            <ol className="grid list-decimal gap-1 pl-5 text-sm">
              <li>Scan the QR code with your app, or enter the key by hand (time-based).</li>
              <li>Type the 6-digit code the app shows.</li>
            </ol>
            {/* biome-ignore lint/performance/noImgElement: a data: URL the server drew from the otpauth address, nothing to optimise */}
            <img
              src={setup.data.qrCode}
              alt="QR code of your authenticator key"
              width={240}
              height={240}
              className="rounded-lg border border-border bg-white"
            />
            <p className="text-sm">
              Key: <code className="break-all font-mono">{setup.data.secret}</code>
            </p>
            {codeForm('Code from the app', 'Turn on', confirm.isPending)}
          </>
        ) : (
          <div>
            <Button onClick={start} disabled={setup.isPending}>
              {setup.isPending ? 'Preparing…' : 'Set up an authenticator app'}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** Copy the recovery codes, or save them as a text file (built in the browser: they never travel again). */
function RecoveryCodeActions({ codes }: { codes: string[] }) {
  const text = `Learnly recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="outline"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(text);
            toast.success('Recovery codes copied.');
          } catch {
            toast.error('The browser did not allow copying: select the codes instead.');
          }
        }}
      >
        <Copy aria-hidden="true" />
        Copy codes
      </Button>
      <Button size="sm" variant="outline" asChild>
        <a href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download="learnly-recovery-codes.txt">
          <Download aria-hidden="true" />
          Download codes
        </a>
      </Button>
    </div>
  );
}
