'use client';

import type { Locale } from '@lp/contract/locale';
import { Fingerprint, KeyRound, Trash2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RelativeTime } from '@/components/ui/relative-time';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { browserSupportsPasskeys, passkeyRegistered } from '@/lib/passkey-prompt';
import { toast } from '@/lib/toast';
import { useContractMessage } from '@/lib/use-contract-message';
import { usePasskeys, useRegisterPasskey, useRemovePasskey } from '../api/passkeys';

/** Registered passkeys with their name and last use; add one (toast on success or the server's message), remove one. */
export function PasskeysCard() {
  const t = useTranslations('profile');
  const locale = useLocale() as Locale;
  const say = useContractMessage();
  const list = usePasskeys();
  const register = useRegisterPasskey();
  const remove = useRemovePasskey();
  const [supported, setSupported] = useState(true);
  useEffect(() => setSupported(browserSupportsPasskeys()), []);

  async function add() {
    try {
      const { message } = await register.mutateAsync();
      passkeyRegistered();
      toast.success(say(message));
    } catch (error) {
      toast.error(say(errorMessage(error)));
    }
  }

  async function removeOne(id: string, name: string) {
    try {
      await remove.mutateAsync(id);
      toast.success(t('passkeyRemoved', { name }));
    } catch (error) {
      toast.error(say(errorMessage(error)));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('passkeysTitle')}</CardTitle>
        <CardDescription>{t('passkeysDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!supported ? <Alert tone="info">{t('noPasskeySupport')}</Alert> : null}
        {list.isPending ? (
          <Skeleton className="h-16 w-full rounded-xl" />
        ) : list.isError ? (
          <Alert tone="error">{say(errorMessage(list.error))}</Alert>
        ) : list.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('noPasskeys')}</p>
        ) : (
          <ul className="grid gap-2" aria-label={t('yourPasskeys')}>
            {list.data.map((passkey) => (
              <li key={passkey.id} className="flex items-center gap-3 rounded-xl border border-border p-3">
                <KeyRound aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{passkey.name}</p>
                  <p className="text-sm text-muted-foreground">
                    {passkey.lastUsedAt
                      ? t.rich('passkeyUsed', {
                          added: () => <RelativeTime value={passkey.createdAt} locale={locale} />,
                          used: () => <RelativeTime value={passkey.lastUsedAt ?? ''} locale={locale} />,
                        })
                      : t.rich('passkeyUnused', { added: () => <RelativeTime value={passkey.createdAt} locale={locale} /> })}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('removeNamed', { name: passkey.name })}
                  disabled={remove.isPending}
                  onClick={() => removeOne(passkey.id, passkey.name)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div>
          <Button onClick={add} disabled={!supported || register.isPending}>
            <Fingerprint aria-hidden="true" />
            {register.isPending ? t('waitingForDevice') : t('addPasskey')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
