import { getTranslations } from 'next-intl/server';
import { ACCOUNT_SECTIONS } from '@/lib/account-sections';
import { SideNav } from './side-nav';

/** The account area's menu, its titles in the page's language (the side menu itself is a client component). */
export async function AccountNav() {
  const t = await getTranslations('account');
  const links = ACCOUNT_SECTIONS.map((section) => ({ href: `/account/${section.slug}`, title: t(`sections.${section.slug}`) }));
  return <SideNav links={links} label={t('navLabel')} sheetTitle={t('navTitle')} />;
}
