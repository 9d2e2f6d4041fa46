import type { Metadata } from 'next';
import { DashboardScreen } from '@/features/staff/components/dashboard-screen';

export const metadata: Metadata = { title: 'Dashboard' };

export default function StaffDashboardPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Dashboard</h1>
      <p className="mt-2 mb-6 text-muted-foreground">
        The last 30 days, one chart per measure, each with its numbers as a table.
      </p>
      <DashboardScreen />
    </section>
  );
}
