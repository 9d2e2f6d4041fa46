import { Hammer } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';

/** A placeholder for a section whose screens are still being built. */
export function ComingSoon({ title, message, children }: { title: string; message?: string; children?: ReactNode }) {
  const t = useTranslations('offline.comingSoon');
  const common = useTranslations('common');
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-24">
      <span className="mx-auto mb-6 grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary">
        <Hammer aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{message ?? t('message')}</p>
      {children}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild variant="outline">
          <Link href="/">{common('backToHome')}</Link>
        </Button>
      </div>
    </section>
  );
}
