import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProsePage } from '@/components/layout/prose-page';

/** When the terms' text last changed (both languages say the same). */
const UPDATED = '2026-11-21T12:00:00+05:30';
const SUPPORT_EMAIL = 'support@learnly.example';

const ACCOUNT = ['details', 'age'] as const;
const PREMIUM = ['prices', 'renewal', 'cancel'] as const;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('legal.terms');
  return { title: t('title'), description: t('description') };
}

export default async function TermsPage() {
  const t = await getTranslations('legal.terms');
  return (
    <ProsePage title={t('title')} updatedAt={UPDATED}>
      <p>{t('intro')}</p>
      <h2>{t('accountHeading')}</h2>
      <ul>
        {ACCOUNT.map((item) => (
          <li key={item}>{t(`account.${item}`)}</li>
        ))}
      </ul>
      <h2>{t('listingsHeading')}</h2>
      <p>{t('listings')}</p>
      <h2>{t('premiumHeading')}</h2>
      <ul>
        {PREMIUM.map((item) => (
          <li key={item}>{t(`premium.${item}`)}</li>
        ))}
      </ul>
      <h2>{t('communityHeading')}</h2>
      <p>{t('community')}</p>
      <h2>{t('lawHeading')}</h2>
      <p>{t('law', { email: SUPPORT_EMAIL })}</p>
    </ProsePage>
  );
}
