'use client';

import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { useConsents, useDecideConsent } from '../api/settings-calls';

function formatDecided(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** Each consent with its text, version and the caller's decision; a switch records a new decision. */
export function PrivacyConsents() {
  const consents = useConsents();
  const decide = useDecideConsent();
  if (consents.isPending) return <Skeleton className="h-64 w-full rounded-2xl" />;
  if (consents.isError) return <Alert tone="error">{errorMessage(consents.error)}</Alert>;
  return (
    <div className="grid gap-4">
      {decide.isError && <Alert tone="error">{errorMessage(decide.error)}</Alert>}
      <ul className="grid gap-3">
        {consents.data.results.map((consent) => {
          const on = consent.granted === true || (consent.required && consent.granted === null);
          return (
            <li key={consent.id} className="flex items-start gap-4 rounded-2xl border border-border bg-card p-4">
              <div className="min-w-0 flex-1">
                <h2 className="font-semibold" id={`consent-${consent.id}`}>
                  {consent.title}
                  {consent.required && <span className="ml-2 rounded bg-muted px-1.5 py-0.5 text-xs font-medium">Required</span>}
                </h2>
                <p className="mt-1 text-sm text-muted-foreground">{consent.text}</p>
                <p className="mt-2 text-xs text-muted-foreground">
                  Version {consent.version}
                  {consent.decidedAt
                    ? ` · ${consent.granted ? 'Given' : 'Withdrawn'} on ${formatDecided(consent.decidedAt)}`
                    : ' · Not decided yet'}
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
                <span aria-hidden="true">{on ? 'On' : 'Off'}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
