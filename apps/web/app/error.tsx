'use client';

import { DEFAULT_ERROR_MESSAGE } from '@lp/contract/constants';
import { TriangleAlert } from 'lucide-react';
import Link from 'next/link';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6">
      <span className="mx-auto mb-6 grid size-14 place-items-center rounded-2xl bg-destructive-soft text-destructive">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl" role="alert">
        {DEFAULT_ERROR_MESSAGE}
      </h1>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => retry()}>Try again</Button>
        <Button asChild variant="outline">
          <Link href="/">Back to home</Link>
        </Button>
      </div>
    </section>
  );
}
