import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IntlClient } from '@/components/intl-client';
import { Link } from '@/components/ui/link';
import { PrivacyConsents } from '@/features/settings/components/privacy-consents';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('sections.privacy'), robots: { index: false } };
}

export default async function AccountPrivacyPage() {
  const t = await getTranslations('account');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('sections.privacy')}</h1>
      <p className="mt-2 mb-6 text-muted-foreground">
        {t.rich('intros.privacy', {
          link: (chunks) => (
            <Link href="/privacy" className="text-primary underline underline-offset-4">
              {chunks}
            </Link>
          ),
        })}
      </p>
      <IntlClient namespaces={['settings']}>
        <PrivacyConsents />
      </IntlClient>
    </section>
  );
}
