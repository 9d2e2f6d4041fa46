import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LanguageSwitcher } from '@/components/layout/language-switcher';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('languageTitle'), robots: { index: false } };
}

/** The interface language (issue 35): the same switch as the header's, saved to the account. */
export default async function LanguagePage() {
  const t = await getTranslations('account');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('languageTitle')}</h1>
      <p className="mt-2 mb-6 text-muted-foreground">{t('languageIntro')}</p>
      <div className="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-6">
        <LanguageSwitcher />
      </div>
    </section>
  );
}
