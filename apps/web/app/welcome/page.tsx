import type { Metadata } from 'next';
import { Card, CardContent } from '@/components/ui/card';
import { WelcomeForm } from '@/features/preferences/components/welcome-form';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { getServerSession } from '@/lib/server-api';

export const metadata: Metadata = { title: 'Welcome', robots: { index: false } };

export default async function WelcomePage({ searchParams }: { searchParams: SearchParams }) {
  const [params, user] = await Promise.all([searchParams, getServerSession()]);
  const firstName = user?.fullName.trim().split(/\s+/)[0];
  return (
    <div className="bg-gradient-to-b from-indigo-50/70 to-transparent px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight">{firstName ? `Welcome, ${firstName}!` : 'Welcome!'}</h1>
        <p className="mt-2 text-muted-foreground">
          Tell us what you want to learn and we will recommend courses, questions and jobs for you.
        </p>
        <Card className="mt-8">
          <CardContent>
            <WelcomeForm callbackUrl={firstParam(params.callbackUrl)} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
