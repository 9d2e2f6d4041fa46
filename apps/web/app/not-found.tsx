import { Compass } from 'lucide-react';
import type { Metadata } from 'next';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';

export const metadata: Metadata = { title: 'Page not found' };

export default function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6">
      <span className="mx-auto mb-6 grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary">
        <Compass aria-hidden="true" className="size-7" />
      </span>
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">We couldn&apos;t find that page</h1>
      <p className="mt-3 text-muted-foreground">
        The link may be broken or the page may have moved. Try searching, or head back home.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href="/">Back to home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/courses">Browse courses</Link>
        </Button>
      </div>
    </section>
  );
}
