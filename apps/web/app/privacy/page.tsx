import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProsePage } from '@/components/layout/prose-page';

/** When the policy's text last changed (both languages say the same). */
const UPDATED = '2026-11-21T12:00:00+05:30';
const GRIEVANCE_EMAIL = 'privacy@learnly.example';

const COLLECT = ['account', 'profile', 'activity', 'posts', 'payments'] as const;
const USE = ['account', 'recommend', 'notify', 'safety'] as const;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('legal.privacy');
  return { title: t('title'), description: t('description') };
}

export default async function PrivacyPage() {
  const t = await getTranslations('legal.privacy');
  return (
    <ProsePage title={t('title')} updatedAt={UPDATED}>
      <p>{t('intro')}</p>
      <h2>{t('collectHeading')}</h2>
      <ul>
        {COLLECT.map((item) => (
          <li key={item}>{t(`collect.${item}`)}</li>
        ))}
      </ul>
      <h2>{t('useHeading')}</h2>
      <ul>
        {USE.map((item) => (
          <li key={item}>{t(`use.${item}`)}</li>
        ))}
      </ul>
      <h2>{t('shareHeading')}</h2>
      <p>{t('share')}</p>
      <h2>{t('storageHeading')}</h2>
      <p>{t('storage')}</p>
      <h2>{t('rightsHeading')}</h2>
      <p>{t('rights', { email: GRIEVANCE_EMAIL })}</p>
    </ProsePage>
  );
}
