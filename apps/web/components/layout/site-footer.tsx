import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { SECTIONS } from '@/lib/sections';
import { Logo } from './logo';

export async function SiteFooter() {
  const t = await getTranslations('nav');
  return (
    <footer className="mt-16 border-t border-border bg-surface">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1.2fr_2fr]">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">{t('footer.tagline')}</p>
        </div>
        <div className="grid gap-8 sm:grid-cols-[2fr_1fr]">
          <nav aria-label={t('footer.explore')}>
            <h2 className="mb-3 text-sm font-semibold">{t('footer.explore')}</h2>
            <ul className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
              {SECTIONS.map((section) => (
                <li key={section.href}>
                  <Link href={section.href} className="rounded text-muted-foreground hover:text-foreground">
                    {t(`sections.${section.key}.title`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={t('footer.legal')}>
            <h2 className="mb-3 text-sm font-semibold">{t('footer.legal')}</h2>
            <ul className="space-y-2 text-sm">
              <li>
                <Link href="/privacy" className="rounded text-muted-foreground hover:text-foreground">
                  {t('footer.privacy')}
                </Link>
              </li>
              <li>
                <Link href="/terms" className="rounded text-muted-foreground hover:text-foreground">
                  {t('footer.terms')}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-muted-foreground sm:px-6">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
