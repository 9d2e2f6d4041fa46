'use client';

import type { Locale } from '@lp/contract/locale';
import { Copy, Download, ShieldCheck } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
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
import { useContractMessage } from '@/lib/use-contract-message';
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
  const t = useTranslations('profile');
  const locale = useLocale() as Locale;
  const say = useContractMessage();
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
      toast.error(say(errorMessage(error)));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setCodeError(undefined);
    try {
      if (status.data?.enabled) {
        await disable.mutateAsync(code);
        toast.success(t('authTurnedOff'));
      } else {
        const confirmed = await confirm.mutateAsync(code);
        setRecoveryCodes(confirmed.recoveryCodes);
        setup.reset();
        toast.success(t('authTurnedOn'));
      }
      setCode('');
    } catch (error) {
      setCodeError(say(errorMessage(error)));
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
        <CardTitle>{t('authTitle')}</CardTitle>
        <CardDescription>{t('authDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.isPending ? (
          <Skeleton className="h-16 w-full rounded-xl" />
        ) : status.isError ? (
          <Alert tone="error">{say(errorMessage(status.error))}</Alert>
        ) : status.data.enabled ? (
          <>
            <p className="flex items-center gap-2 text-sm">
              <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
              <span>
                {status.data.enabledAt
                  ? t.rich('onSince', {
                      time: () => <RelativeTime value={status.data.enabledAt ?? ''} locale={locale} />,
                    })
                  : t('onSinceSetup')}{' '}
                · {t('codesLeft', { count: status.data.recoveryCodesLeft })}
              </span>
            </p>
            {recoveryCodes ? (
              <Alert tone="info">
                <p className="font-medium">{t('saveCodes')}</p>
                <p className="mt-1">{t('eachOnce')}</p>
                <ul className="mt-3 grid grid-cols-2 gap-1 font-mono text-sm" aria-label={t('recoveryCodes')}>
                  {recoveryCodes.map((recovery) => (
                    <li key={recovery}>{recovery}</li>
                  ))}
                </ul>
                <RecoveryCodeActions codes={recoveryCodes} />
              </Alert>
            ) : null}
            {codeForm(t('codeToTurnOff'), t('turnOff'), disable.isPending)}
          </>
        ) : setup.data ? (
          <>
            <ol className="grid list-decimal gap-1 pl-5 text-sm">
              <li>{t('scanStep')}</li>
              <li>{t('typeStep')}</li>
            </ol>
            {/* biome-ignore lint/performance/noImgElement: a data: URL the server drew from the otpauth address, nothing to optimise */}
            <img
              src={setup.data.qrCode}
              alt={t('qrAlt')}
              width={240}
              height={240}
              className="rounded-lg border border-border bg-white"
            />
            <p className="text-sm">
              {t('keyLabel')} <code className="break-all font-mono">{setup.data.secret}</code>
            </p>
            {codeForm(t('codeFromApp'), t('turnOn'), confirm.isPending)}
          </>
        ) : (
          <div>
            <Button onClick={start} disabled={setup.isPending}>
              {setup.isPending ? t('preparing') : t('setUp')}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** Copy the recovery codes, or save them as a text file (built in the browser: they never travel again). */
function RecoveryCodeActions({ codes }: { codes: string[] }) {
  const t = useTranslations('profile');
  const text = `${t('recoveryFileTitle')}\n\n${codes.join('\n')}\n`;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="outline"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(text);
            toast.success(t('codesCopied'));
          } catch {
            toast.error(t('copyFailed'));
          }
        }}
      >
        <Copy aria-hidden="true" />
        {t('copyCodes')}
      </Button>
      <Button size="sm" variant="outline" asChild>
        <a href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download="learnly-recovery-codes.txt">
          <Download aria-hidden="true" />
          {t('downloadCodes')}
        </a>
      </Button>
    </div>
  );
}
