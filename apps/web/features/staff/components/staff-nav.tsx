'use client';

import { useTranslations } from 'next-intl';
import { SideNav } from '@/components/layout/side-nav';
import { holds, STAFF_PAGES } from '../staff-access';
import { useStaffMe } from './staff-context';

/** The console's menu: the pages the staff member's roles open. */
export function StaffNav() {
  const me = useStaffMe();
  const t = useTranslations('staff.nav');
  const links = STAFF_PAGES.filter((entry) => holds(me, entry.role)).map((entry) => ({
    ...entry,
    title: t(`pages.${entry.page}`),
  }));
  return <SideNav links={links} label={t('label')} sheetTitle={t('sheetTitle')} />;
}
