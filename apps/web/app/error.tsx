'use client';

import { TriangleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';
import { Link } from '@/components/ui/link';

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('common');
  const errors = useTranslations('errors');
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6">
      <span className="mx-auto mb-6 grid size-14 place-items-center rounded-2xl bg-destructive-soft text-destructive">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl" role="alert">
        {errors('default')}
      </h1>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* Plain elements: Button's class merging (tailwind-merge) would join every first load, since this boundary is in each. */}
        <button type="button" className={buttonClassName()} onClick={() => retry()}>
          {t('tryAgain')}
        </button>
        <Link href="/" className={buttonClassName({ variant: 'outline' })}>
          {t('backToHome')}
        </Link>
      </div>
    </section>
  );
}
