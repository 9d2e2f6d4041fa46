import type { Metadata } from 'next';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';

export const metadata: Metadata = { title: 'Change password', robots: { index: false } };

export default function ChangePasswordPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Change password</h1>
      <p className="mt-2 mb-8 text-muted-foreground">Choose a new password you have not used here before.</p>
      <ChangePasswordForm />
    </section>
  );
}
