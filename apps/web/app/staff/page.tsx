import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { holds, STAFF_PAGES } from '@/features/staff/staff-access';
import { serverApi, serverData, settle } from '@/lib/server-api';

/** The console's first page the staff member's roles open (the queue for moderators and admins). */
export default async function StaffIndexPage() {
  const me = await settle(serverData(serverApi().api.staff.me.$get()));
  // The layout answers anyone else with the not-found page too; the page may render first.
  if (!me.ok) notFound();
  const first = STAFF_PAGES.find((page) => holds(me.data, page.role));
  if (first) redirect(first.href);
  const t = await getTranslations('staff.index');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('intro')}</p>
    </section>
  );
}
