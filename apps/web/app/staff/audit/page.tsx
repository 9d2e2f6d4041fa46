import type { Metadata } from 'next';
import { AuditScreen } from '@/features/staff/components/audit-screen';
import { firstParam, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Audit log' };

export default async function StaffAuditPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const page = Number(firstParam(params.page) ?? '1');
  const actor = firstParam(params.actor) ?? '';
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Audit log</h1>
      <p className="mt-2 mb-6 text-muted-foreground">Every staff action, newest first. Nothing here can be changed.</p>
      <AuditScreen
        actor={/^\d+$/.test(actor) ? actor : ''}
        action={firstParam(params.action) ?? ''}
        page={Number.isInteger(page) && page >= 1 ? page : 1}
      />
    </section>
  );
}
