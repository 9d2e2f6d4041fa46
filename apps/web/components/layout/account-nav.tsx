'use client';

import { ACCOUNT_SECTIONS } from '@/lib/account-sections';
import { SideNav } from './side-nav';

const LINKS = ACCOUNT_SECTIONS.map((section) => ({ href: `/account/${section.slug}`, title: section.title }));

/** The account area's menu. */
export function AccountNav() {
  return <SideNav links={LINKS} label="Account" sheetTitle="Your account" />;
}
