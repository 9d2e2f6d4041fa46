import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Link } from '@/components/ui/link';
import { UserScreen } from '@/features/staff/components/user-screen';

export const metadata: Metadata = { title: 'User' };

export default async function StaffUserPage({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id < 1) notFound();
  return (
    <div className="grid gap-4">
      <Link href="/staff/users" className="text-sm font-medium text-primary hover:underline">
        ← Users
      </Link>
      <UserScreen id={id} />
    </div>
  );
}
