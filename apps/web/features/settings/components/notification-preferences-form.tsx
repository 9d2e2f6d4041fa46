'use client';

import { MESSAGES } from '@lp/contract/messages';
import { NOTIFICATION_TYPE_LABELS, NOTIFICATION_TYPES } from '@lp/contract/notifications';
import { ENQUIRY_MAIL_CHOICES, type EnquiryMailChoice, type NotificationPreferencesSettings } from '@lp/contract/settings';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { useSaveUserSettings, useUserSettings } from '../api/settings-calls';

const DESCRIPTIONS: Record<(typeof NOTIFICATION_TYPES)[number], string> = {
  community: 'Answers to your questions, accepted answers, votes, likes and comments on your posts, replies.',
  learning: 'Course progress, certificates, quiz results and streak reminders.',
  jobs: 'Changes to your job applications and jobs that match you.',
  enquiries:
    'Answers to enquiries you sent; for institute staff, new enquiries to your institute (their email has its own choice below).',
  account: 'Sign-ins, password changes and other account security notices.',
  premium: 'Your subscription: renewals, payments and plan changes.',
};

const ENQUIRY_MAIL_LABELS: Record<EnquiryMailChoice, string> = {
  each: 'Each enquiry, as it arrives',
  daily: 'A daily digest',
  none: 'No email',
};

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

  useEffect(() => {
    if (settings.data && !draft) {
      setDraft(settings.data.notifications);
      setEnquiryMail(settings.data.enquiryMail);
    }
  }, [settings.data, draft]);

  if (settings.isPending || !draft) {
    if (settings.isError) return <Alert tone="error">{errorMessage(settings.error)}</Alert>;
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
          <caption className="sr-only">Which notifications reach you, by type and channel</caption>
          <thead className="bg-muted/60">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Type
              </th>
              <th scope="col" className="w-16 px-2 py-3 text-center font-semibold sm:w-24">
                In-app
              </th>
              <th scope="col" className="w-16 px-2 py-3 text-center font-semibold sm:w-24">
                Email
              </th>
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_TYPES.map((type) => (
              <tr key={type} className="border-t border-border">
                <th scope="row" className="px-4 py-3 align-top font-normal">
                  <span className="font-medium">{NOTIFICATION_TYPE_LABELS[type]}</span>
                  <span className="mt-0.5 block text-muted-foreground">{DESCRIPTIONS[type]}</span>
                </th>
                {(['inApp', 'email'] as const).map((channel) => (
                  <td key={channel} className="px-2 py-3 text-center align-top">
                    <input
                      type="checkbox"
                      className="size-5 accent-primary"
                      checked={draft[type][channel]}
                      aria-label={`${NOTIFICATION_TYPE_LABELS[type]} by ${channel === 'inApp' ? 'in-app notification' : 'email'}`}
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
          <legend className="px-1 font-medium">Email about new enquiries to your institute</legend>
          <p className="text-sm text-muted-foreground">The bell rings for each one either way.</p>
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
              {ENQUIRY_MAIL_LABELS[choice]}
            </label>
          ))}
        </fieldset>
      ) : null}
      {save.isError && <Alert tone="error">{errorMessage(save.error)}</Alert>}
      {saved && (
        <p role="status" className="text-sm text-emerald-700">
          {MESSAGES.settingsSaved}
        </p>
      )}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save preferences'}
        </Button>
      </div>
    </Form>
  );
}
