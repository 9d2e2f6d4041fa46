import type { Locale } from '@lp/contract/locale';
import { messageIn } from '@lp/contract/message-locale';
import type { ReviewModel } from '@lp/contract/reviews';
import { getLocale } from 'next-intl/server';
import { IntlClient } from '@/components/intl-client';
import { EnquiryFormShell } from './enquiry-form-shell';

/**
 * The enquiry form as a course's or institute's page places it: with the `enquiries` messages for
 * its client parts and the contract's thanks, in the page's language, from the server.
 */
export async function EnquiryPanel({
  modelName,
  modelId,
  subject,
}: {
  modelName: ReviewModel;
  modelId: number;
  subject: string;
}) {
  const locale = (await getLocale()) as Locale;
  const sentText = messageIn(locale, 'enquirySent').replace('{0}', subject);
  return (
    <IntlClient namespaces={['enquiries']}>
      <EnquiryFormShell modelName={modelName} modelId={modelId} subject={subject} sentText={sentText} />
    </IntlClient>
  );
}
