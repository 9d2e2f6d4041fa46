'use client';

import { MESSAGES } from '@lp/contract/messages';
import { NOTIFICATION_TYPES } from '@lp/contract/notifications';
import { ENQUIRY_MAIL_CHOICES, type EnquiryMailChoice, type NotificationPreferencesSettings } from '@lp/contract/settings';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { useContractMessage } from '@/lib/use-contract-message';
import { useSaveUserSettings, useUserSettings } from '../api/settings-calls';

/**
 * One row per notification type, a switch per channel (in-app, email), and for institute staff
 * how new enquiries are mailed; saved with one button.
 */
export function NotificationPreferencesForm() {
  const settings = useUserSettings();
  const save = useSaveUserSettings();
  const [draft, setDraft] = useState<NotificationPreferencesSettings | null>(null);
  const [enquiryMail, setEnquiryMail] = useState<EnquiryMailChoice | null>(null);
  const [saved, setSaved] = useState(false);
  const t = useTranslations('settings');
  const say = useContractMessage();

  useEffect(() => {
    if (settings.data && !draft) {
      setDraft(settings.data.notifications);
      setEnquiryMail(settings.data.enquiryMail);
    }
  }, [settings.data, draft]);

  if (settings.isPending || !draft) {
    if (settings.isError) return <Alert tone="error">{say(errorMessage(settings.error))}</Alert>;
    return <Skeleton className="h-80 w-full rounded-2xl" />;
  }

  return (
    <Form
      onSubmit={async (event) => {
        event.preventDefault();
        setSaved(false);
        await save.mutateAsync({ notifications: draft, ...(enquiryMail ? { enquiryMail } : {}) }).then(
          () => setSaved(true),
          () => {},
        );
      }}
      className="grid gap-6"
    >
      <div className="overflow-hidden rounded-2xl border border-border">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">{t('notificationPreferences.caption')}</caption>
          <thead className="bg-muted/60">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('notificationPreferences.type')}
              </th>
              <th scope="col" className="w-16 px-2 py-3 text-center font-semibold sm:w-24">
                {t('notificationPreferences.inApp')}
              </th>
              <th scope="col" className="w-16 px-2 py-3 text-center font-semibold sm:w-24">
                {t('notificationPreferences.email')}
              </th>
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_TYPES.map((type) => (
              <tr key={type} className="border-t border-border">
                <th scope="row" className="px-4 py-3 align-top font-normal">
                  <span className="font-medium">{t(`notificationPreferences.types.${type}`)}</span>
                  <span className="mt-0.5 block text-muted-foreground">{t(`notificationPreferences.descriptions.${type}`)}</span>
                </th>
                {(['inApp', 'email'] as const).map((channel) => (
                  <td key={channel} className="px-2 py-3 text-center align-top">
                    <input
                      type="checkbox"
                      className="size-5 accent-primary"
                      checked={draft[type][channel]}
                      aria-label={t(channel === 'inApp' ? 'notificationPreferences.byInApp' : 'notificationPreferences.byEmail', {
                        type: t(`notificationPreferences.types.${type}`),
                      })}
                      onChange={(e) => {
                        setSaved(false);
                        setDraft({ ...draft, [type]: { ...draft[type], [channel]: e.target.checked } });
                      }}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {settings.data?.receivesEnquiries ? (
        <fieldset className="grid gap-2 rounded-2xl border border-border p-4">
          <legend className="px-1 font-medium">{t('notificationPreferences.enquiryMailLegend')}</legend>
          <p className="text-sm text-muted-foreground">{t('notificationPreferences.enquiryMailIntro')}</p>
          {ENQUIRY_MAIL_CHOICES.map((choice) => (
            <label key={choice} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="enquiryMail"
                value={choice}
                className="size-4 accent-primary"
                checked={enquiryMail === choice}
                onChange={() => {
                  setSaved(false);
                  setEnquiryMail(choice);
                }}
              />
              {t(`notificationPreferences.enquiryMail.${choice}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {save.isError && <Alert tone="error">{say(errorMessage(save.error))}</Alert>}
      {saved && (
        <p role="status" className="text-sm text-emerald-700">
          {say(MESSAGES.settingsSaved)}
        </p>
      )}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('notificationPreferences.saving') : t('notificationPreferences.save')}
        </Button>
      </div>
    </Form>
  );
}
