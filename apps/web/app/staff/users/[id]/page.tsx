import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { UserScreen } from '@/features/staff/components/user-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staff');
  return { title: t('user.metaTitle') };
}

export default async function StaffUserPage({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id < 1) notFound();
  const t = await getTranslations('staff');
  return (
    <div className="grid gap-4">
      <Link href="/staff/users" className="text-sm font-medium text-primary hover:underline">
        ← {t('nav.pages.users')}
      </Link>
      <UserScreen id={id} />
    </div>
  );
}
