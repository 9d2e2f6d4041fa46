import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AccountNav } from '@/components/layout/account-nav';
import { QueryProvider } from '@/components/query-provider';
import { SessionWatch } from '@/components/session-watch';
import { requireUser } from '@/lib/server-api';

export default async function AccountLayout({ children }: { children: ReactNode }) {
  const user = await requireUser('/account/profile');
  const t = await getTranslations('account');
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <SessionWatch />
      <p className="text-sm text-muted-foreground">
        {t.rich('signedInAs', {
          email: user.email,
          strong: (chunks) => <span className="font-medium text-foreground">{chunks}</span>,
        })}
      </p>
      <div className="mt-6 grid gap-6 md:grid-cols-[14rem_1fr] md:gap-10">
        <aside className="min-w-0">
          <AccountNav />
        </aside>
        <div className="min-w-0">
          <QueryProvider>{children}</QueryProvider>
        </div>
      </div>
    </div>
  );
}
