import { Compass } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('errors');
  return { title: t('notFoundTitle') };
}

export default async function NotFound() {
  const t = await getTranslations('errors');
  const common = await getTranslations('common');
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6">
      <span className="mx-auto mb-6 grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary">
        <Compass aria-hidden="true" className="size-7" />
      </span>
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">{t('notFoundHeading')}</h1>
      <p className="mt-3 text-muted-foreground">{t('notFoundText')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href="/">{common('backToHome')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/courses">{common('browseCourses')}</Link>
        </Button>
      </div>
    </section>
  );
}
