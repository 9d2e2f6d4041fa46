import type { Metadata } from 'next';
import { NotificationPreferencesForm } from '@/features/settings/components/notification-preferences-form';

export const metadata: Metadata = { title: 'Notification preferences', robots: { index: false } };

export default function NotificationPreferencesPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Notification preferences</h1>
      <p className="mt-2 mb-6 text-muted-foreground">
        Choose what reaches you in the app (the bell) and by email. Changes apply from the next notification.
      </p>
      <NotificationPreferencesForm />
    </section>
  );
}
