import { ENQUIRY_STATUSES, type EnquiryStatus } from '@lp/contract/enquiries';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LeadInbox } from '@/features/enquiries/components/lead-inbox';
import { firstParam, type SearchParams } from '@/lib/search-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staff');
  return { title: t('nav.pages.enquiries') };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export default async function StaffEnquiriesPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  // A notification links to one enquiry through the inbox.
  const opened = Number(firstParam(params.enquiry));
  if (Number.isSafeInteger(opened) && opened > 0) redirect(`/staff/enquiries/${opened}`);
  const requested = firstParam(params.status);
  const status = ENQUIRY_STATUSES.find((value) => value === requested) as EnquiryStatus | undefined;
  const course = firstParam(params.course);
  const from = firstParam(params.from);
  const to = firstParam(params.to);
  const page = Number(firstParam(params.page) ?? '1');
  const t = await getTranslations('staff');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('nav.pages.enquiries')}</h1>
      <p className="mt-2 mb-6 text-muted-foreground">{t('enquiries.intro')}</p>
      <LeadInbox
        view={{
          status,
          course: course && /^\d+$/.test(course) ? course : undefined,
          q: firstParam(params.q)?.slice(0, 100),
          from: from && DAY.test(from) ? from : undefined,
          to: to && DAY.test(to) ? to : undefined,
        }}
        page={Number.isInteger(page) && page >= 1 ? page : 1}
      />
    </section>
  );
}
