import type { Locale } from '@lp/contract/locale';
import { messageIn } from '@lp/contract/message-locale';
import type { ReviewModel } from '@lp/contract/reviews';
import { getLocale, getTranslations } from 'next-intl/server';
import { IntlClient } from '@/components/intl-client';
import { ReviewsSectionShell } from './reviews-section-shell';

/**
 * A course's or institute's reviews section as a page places it: with the `reviews` messages for its
 * client parts and the contract's texts a visitor reads, in the page's language, from the server.
 */
export async function ReviewsPanel({ modelName, modelId }: { modelName: ReviewModel; modelId: number }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('reviews');
  return (
    <IntlClient namespaces={['reviews']}>
      <ReviewsSectionShell
        modelName={modelName}
        modelId={modelId}
        title={t('title')}
        texts={{ signInToContribute: messageIn(locale, 'signInToContribute'), noReviews: messageIn(locale, 'noReviews') }}
      />
    </IntlClient>
  );
}
