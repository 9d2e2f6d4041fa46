'use client';

import { MESSAGES } from '@lp/contract/messages';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { useDataSaver } from '@/lib/data-saver-context';
import { useContractMessage } from '@/lib/use-contract-message';
import { useSaveUserSettings, useUserSettings } from '../api/settings-calls';

/** What data saver changes (keys of `settings.dataSaver.what`). */
const WHAT_IT_DOES = ['video', 'size', 'pictures'] as const;

/**
 * The data saver switch: saved to the account at once (so it follows the learner to another
 * device once they open this page there) and remembered in this browser for the pages' first render.
 */
export function DataSaverForm() {
  const id = useId();
  const settings = useUserSettings();
  const save = useSaveUserSettings();
  const dataSaver = useDataSaver();
  const [saved, setSaved] = useState(false);
  const t = useTranslations('settings');
  const say = useContractMessage();
  const accountChoice = settings.data?.dataSaver;
  const { on, set } = dataSaver;
  const synced = useRef(false);

  // The account's choice, made on another device, applies to this browser too (once, when it loads).
  useEffect(() => {
    if (synced.current || accountChoice === undefined) return;
    synced.current = true;
    if (accountChoice !== on) set(accountChoice);
  }, [accountChoice, on, set]);

  if (settings.isError) return <Alert tone="error">{say(errorMessage(settings.error))}</Alert>;
  if (settings.isPending) return <Skeleton className="h-48 w-full rounded-2xl" />;

  return (
    <div className="grid gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        <input
          id={`${id}-switch`}
          type="checkbox"
          className="mt-0.5 size-6 shrink-0 accent-primary"
          checked={on}
          disabled={save.isPending}
          aria-describedby={`${id}-what`}
          onChange={async (event) => {
            // Switched at once; switched back if the account could not save it.
            const next = event.target.checked;
            setSaved(false);
            set(next);
            try {
              await save.mutateAsync({ dataSaver: next });
              setSaved(true);
            } catch {
              set(!next);
            }
          }}
        />
        <label htmlFor={`${id}-switch`} className="grid gap-1">
          <span className="font-medium">{t('dataSaver.use')}</span>
          <span className="text-sm text-muted-foreground">{t('dataSaver.hint')}</span>
        </label>
      </div>
      <ul id={`${id}-what`} className="ml-9 grid list-disc gap-1 pl-4 text-sm text-muted-foreground">
        {WHAT_IT_DOES.map((line) => (
          <li key={line}>{t(`dataSaver.what.${line}`)}</li>
        ))}
      </ul>
      {save.isError && <Alert tone="error">{say(errorMessage(save.error))}</Alert>}
      {saved && (
        <p role="status" className="ml-9 text-sm text-emerald-700">
          {say(MESSAGES.settingsSaved)}
        </p>
      )}
    </div>
  );
}
