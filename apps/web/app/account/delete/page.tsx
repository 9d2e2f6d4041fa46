import type { Metadata } from 'next';
import { DeleteAccountForm } from '@/features/account/components/delete-account-form';

export const metadata: Metadata = { title: 'Delete account', robots: { index: false } };

export default function DeleteAccountPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Delete account</h1>
      <p className="mt-2 mb-8 text-muted-foreground">We are sorry to see you go. Tell us why, then confirm.</p>
      <DeleteAccountForm />
    </section>
  );
}
