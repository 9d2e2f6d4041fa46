import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IntlClient } from '@/components/intl-client';
import { AuthenticatorCard } from '@/features/account/components/authenticator-card';
import { PasskeysCard } from '@/features/account/components/passkeys-card';
import { SessionsCard } from '@/features/account/components/sessions-card';
import { YourDataCard } from '@/features/account/components/your-data-card';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('sections.security'), robots: { index: false } };
}

export default async function AccountSecurityPage() {
  const t = await getTranslations('account');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('sections.security')}</h1>
      <p className="mt-2 mb-8 text-muted-foreground">{t('intros.security')}</p>
      <IntlClient namespaces={['profile']}>
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
      </IntlClient>
    </section>
  );
}
