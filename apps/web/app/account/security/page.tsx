import type { Metadata } from 'next';
import { AuthenticatorCard } from '@/features/account/components/authenticator-card';
import { PasskeysCard } from '@/features/account/components/passkeys-card';
import { SessionsCard } from '@/features/account/components/sessions-card';
import { YourDataCard } from '@/features/account/components/your-data-card';

export const metadata: Metadata = { title: 'Sign-in and security', robots: { index: false } };

export default function AccountSecurityPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Sign-in and security</h1>
      <p className="mt-2 mb-8 text-muted-foreground">
        Passkeys, an authenticator app, where you are signed in, your data, and leaving Learnly.
      </p>
      <div className="grid gap-6">
        <div id="passkeys" className="scroll-mt-24">
          <PasskeysCard />
        </div>
        <div id="authenticator" className="scroll-mt-24">
          <AuthenticatorCard />
        </div>
        <SessionsCard />
        <YourDataCard />
      </div>
    </section>
  );
}
