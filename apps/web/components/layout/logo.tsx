import { clsx } from 'clsx';
import { GraduationCap } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';

export function Logo({ className }: { className?: string }) {
  const t = useTranslations('nav');
  return (
    <Link
      href="/"
      className={clsx('inline-flex shrink-0 items-center gap-2 rounded-lg text-lg font-bold tracking-tight', className)}
      aria-label={t('home')}
    >
      <span className="grid size-8 place-items-center rounded-lg bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-sm">
        <GraduationCap aria-hidden="true" className="size-5" />
      </span>
      {/* The wordmark gives way to the icon alone on the narrowest phones, so the header never overflows. */}
      <span className="hidden bg-gradient-to-r from-indigo-700 to-violet-700 bg-clip-text text-transparent min-[400px]:inline">
        Learnly
      </span>
    </Link>
  );
}
