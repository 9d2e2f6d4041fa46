import { formatDate } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';
import { Award, BadgeCheck } from 'lucide-react';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { IntlClient } from '@/components/intl-client';
import { Link } from '@/components/ui/link';
import { loadCertificate } from '@/features/learning/api/load-certificate';
import { PrintButton } from '@/features/learning/components/print-button';
import { cn } from '@/lib/utils';

type Props = { params: Promise<{ code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const certificate = await loadCertificate((await params).code);
  const t = await getTranslations('certificate');
  return {
    title: t('metaTitle', { course: certificate.course.title }),
    description: t('metaDescription', {
      learner: certificate.learnerName,
      course: certificate.course.title,
      institute: certificate.institute.name,
    }),
  };
}

/** The public, printable certificate: anyone with the link can verify it. */
export default async function CertificatePage({ params }: Props) {
  const certificate = await loadCertificate((await params).code);
  const t = await getTranslations('certificate');
  const locale = (await getLocale()) as Locale;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <p className="inline-flex items-center gap-2 rounded-full bg-success-soft px-3 py-1 text-sm font-medium text-emerald-900">
          <BadgeCheck aria-hidden="true" className="size-4" />
          {t('verified')}
        </p>
        <IntlClient namespaces={['certificate']}>
          <PrintButton />
        </IntlClient>
      </div>
      <article
        aria-label={t('title')}
        className="relative overflow-hidden rounded-3xl border-8 border-double border-indigo-200 bg-white px-6 py-10 text-center shadow-sm sm:px-16 sm:py-16 print:rounded-none print:shadow-none"
      >
        <Award aria-hidden="true" className="mx-auto size-14 text-indigo-600" />
        {/* Spaced capitals suit Latin letters; spacing would pull Devanagari's joined letters apart. */}
        <p
          className={cn(
            'mt-4 text-sm font-semibold text-indigo-700',
            locale === 'en' ? 'tracking-[0.3em] uppercase' : 'text-base',
          )}
        >
          {t('title')}
        </p>
        <p className="mt-8 text-muted-foreground">{t('certifies')}</p>
        <h1 className="mt-2 font-serif text-3xl font-bold tracking-tight text-balance sm:text-5xl">{certificate.learnerName}</h1>
        <p className="mt-6 text-muted-foreground">{t('completed')}</p>
        <p className="mt-2 text-xl font-semibold text-balance sm:text-2xl">
          <Link href={`/courses/${certificate.course.slug}`} className="hover:text-primary print:no-underline">
            {certificate.course.title}
          </Link>
        </p>
        <p className="mt-1 text-muted-foreground">
          {t.rich('offeredBy', {
            institute: () => (
              <Link href={`/institutes/${certificate.institute.slug}`} className="font-medium text-foreground hover:text-primary">
                {certificate.institute.name}
              </Link>
            ),
          })}
        </p>
        <dl className="mx-auto mt-10 grid max-w-lg gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">{t('issuedOn')}</dt>
            <dd className="font-semibold">
              {formatDate(certificate.issuedAt, locale, { day: 'numeric', month: 'long', year: 'numeric' })}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('code')}</dt>
            <dd className="font-mono font-semibold">{certificate.code}</dd>
          </div>
        </dl>
        <p className="mt-10 text-xs text-muted-foreground">{t('verify', { path: certificate.verifyPath })}</p>
      </article>
    </div>
  );
}
