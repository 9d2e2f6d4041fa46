import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { PrivacyConsents } from '@/features/settings/components/privacy-consents';

export const metadata: Metadata = { title: 'Privacy', robots: { index: false } };

export default function AccountPrivacyPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Privacy</h1>
      <p className="mt-2 mb-6 text-muted-foreground">
        What you have agreed to, and when. Each decision is kept with the version of the text you saw. Read the full{' '}
        <Link href="/privacy" className="text-primary underline underline-offset-4">
          privacy policy
        </Link>
        .
      </p>
      <PrivacyConsents />
    </section>
  );
}
