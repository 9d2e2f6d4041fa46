'use client';

import { formatDate } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';
import type { Consent } from '@lp/contract/settings';
import { useLocale, useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { useContractMessage } from '@/lib/use-contract-message';
import { useConsents, useDecideConsent } from '../api/settings-calls';

const DECIDED_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

type Translate = ReturnType<typeof useTranslations<'settings'>>;

/** A consent's title and text by its slug (the platform's own texts, in code); the API's text for any other. */
function consentText(t: Translate, consent: Consent, part: 'title' | 'text'): string {
  const key = `privacy.consents.${consent.slug}.${part}`;
  return t.has(key) ? t(key) : consent[part];
}

/** Each consent with its text, version and the caller's decision; a switch records a new decision. */
export function PrivacyConsents() {
  const consents = useConsents();
  const decide = useDecideConsent();
  const t = useTranslations('settings');
  const locale = useLocale() as Locale;
  const say = useContractMessage();
  if (consents.isPending) return <Skeleton className="h-64 w-full rounded-2xl" />;
  if (consents.isError) return <Alert tone="error">{say(errorMessage(consents.error))}</Alert>;
  return (
    <div className="grid gap-4">
      {decide.isError && <Alert tone="error">{say(errorMessage(decide.error))}</Alert>}
      <ul className="grid gap-3">
        {consents.data.results.map((consent) => {
          const on = consent.granted === true || (consent.required && consent.granted === null);
          return (
            <li key={consent.id} className="flex items-start gap-4 rounded-2xl border border-border bg-card p-4">
              <div className="min-w-0 flex-1">
                <h2 className="font-semibold" id={`consent-${consent.id}`}>
                  {consentText(t, consent, 'title')}
                  {consent.required && (
                    <span className="ml-2 rounded bg-muted px-1.5 py-0.5 text-xs font-medium">{t('privacy.required')}</span>
                  )}
                </h2>
                <p className="mt-1 text-sm text-muted-foreground">{consentText(t, consent, 'text')}</p>
                <p className="mt-2 text-xs text-muted-foreground">
                  {t('privacy.version', { version: consent.version })} ·{' '}
                  {consent.decidedAt
                    ? t(consent.granted ? 'privacy.given' : 'privacy.withdrawn', {
                        date: formatDate(consent.decidedAt, locale, DECIDED_FORMAT),
                      })
                    : t('privacy.notDecided')}
                </p>
              </div>
              <label className="inline-flex cursor-pointer items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  role="switch"
                  aria-checked={on}
                  className="size-5 accent-primary"
                  checked={on}
                  disabled={consent.required || decide.isPending}
                  aria-labelledby={`consent-${consent.id}`}
                  onChange={(e) => decide.mutate({ id: consent.id, granted: e.target.checked })}
                />
                <span aria-hidden="true">{on ? t('privacy.on') : t('privacy.off')}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
