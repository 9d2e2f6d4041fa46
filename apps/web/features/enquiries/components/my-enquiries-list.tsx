'use client';

import type { MyEnquiry } from '@lp/contract/enquiries';
import { formatDate } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';
import { MESSAGES } from '@lp/contract/messages';
import { targetPath } from '@lp/contract/reviews';
import { useLocale, useTranslations } from 'next-intl';
import { AccountList } from '@/components/account/account-list';
import { Link } from '@/components/ui/link';
import { RelativeTime } from '@/components/ui/relative-time';
import { useContractMessage } from '@/lib/use-contract-message';
import { MY_ENQUIRIES_PAGE_SIZE, useMyEnquiries } from '../api/get-my-enquiries';
import { EnquiryStatusBadge, formatMobile } from './enquiry-status';

/** The account page's list of the user's enquiries, each linking to its course or institute. */
export function MyEnquiriesList({ page }: { page: number }) {
  const t = useTranslations('enquiries.mine');
  const contractMessage = useContractMessage();
  return (
    <AccountList
      list={useMyEnquiries(page)}
      page={page}
      basePath="/account/enquiries"
      pageSize={MY_ENQUIRIES_PAGE_SIZE}
      noun={(count) => t('count', { count })}
      empty={{
        message: contractMessage(MESSAGES.noEnquiries),
        links: [
          { href: '/courses', label: t('browseCourses') },
          { href: '/institutes', label: t('browseInstitutes') },
        ],
      }}
      renderItem={(enquiry) => <EnquiryCard enquiry={enquiry} />}
    />
  );
}

/** "Contacted by Hillside Institute on 28 Nov 2026": the learner's line for a status, in the page's language. */
function StatusLine({ enquiry }: { enquiry: MyEnquiry }) {
  const t = useTranslations('enquiries.mine.statusLines');
  const locale = useLocale() as Locale;
  const institute = enquiry.institute.name;
  if (enquiry.status === 'new' || !enquiry.statusChangedAt) return t('new', { institute });
  return t(enquiry.status, { institute, date: formatDate(enquiry.statusChangedAt, locale) });
}

function EnquiryCard({ enquiry }: { enquiry: MyEnquiry }) {
  const t = useTranslations('enquiries.mine');
  const locale = useLocale() as Locale;
  return (
    <article className="rounded-2xl border border-border bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-base font-semibold">
          <Link href={targetPath(enquiry.target)} className="underline-offset-4 hover:text-primary hover:underline">
            {enquiry.target.name}
          </Link>
        </h2>
        <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          {t(`models.${enquiry.target.modelName}`)}
        </span>
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm" data-testid="enquiry-status">
        <EnquiryStatusBadge status={enquiry.status} />
        <span className={enquiry.status === 'new' ? 'text-muted-foreground' : 'font-medium'}>
          <StatusLine enquiry={enquiry} />
        </span>
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        {t.rich('sent', {
          when: () => (
            <time dateTime={enquiry.createdAt}>
              <RelativeTime value={enquiry.createdAt} locale={locale} />
            </time>
          ),
        })}
      </p>
      {enquiry.message ? <p className="mt-3 whitespace-pre-line break-words text-sm">{enquiry.message}</p> : null}
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground">
        <div className="flex gap-1">
          <dt>{t('mobile')}</dt>
          <dd className="text-foreground">{formatMobile(enquiry.mobile)}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{t('pinCode')}</dt>
          <dd className="text-foreground">{enquiry.pinCode}</dd>
        </div>
        <div className="flex min-w-0 gap-1">
          <dt>{t('email')}</dt>
          <dd className="break-all text-foreground">{enquiry.email}</dd>
        </div>
      </dl>
    </article>
  );
}
