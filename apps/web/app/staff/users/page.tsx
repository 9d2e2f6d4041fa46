import type { Metadata } from 'next';
import { UsersScreen } from '@/features/staff/components/users-screen';
import { firstParam, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Users' };

export default async function StaffUsersPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const page = Number(firstParam(params.page) ?? '1');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Users</h1>
      <p className="mt-2 mb-6 text-muted-foreground">Find a user by email or name: their roles, suspensions and activity.</p>
      <UsersScreen q={firstParam(params.q)?.trim() ?? ''} page={Number.isInteger(page) && page >= 1 ? page : 1} />
    </section>
  );
}
