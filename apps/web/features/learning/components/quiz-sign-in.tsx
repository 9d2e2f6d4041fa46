import type { Locale } from '@lp/contract/locale';
import { messageIn } from '@lp/contract/message-locale';
import { useLocale, useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { buttonClassName } from '@/components/ui/button-styles';
import { Link } from '@/components/ui/link';
import { signInPath } from '@/lib/safe-callback-url';

/** What a visitor sees in place of a quiz: the quiz's page draws it on the server, the quiz screen in the browser. */
export function QuizSignIn({ idOrSlug }: { idOrSlug: string }) {
  const t = useTranslations('quiz');
  const locale = useLocale() as Locale;
  return (
    <Alert tone="info" className="flex flex-wrap items-center justify-between gap-3">
      <span>{messageIn(locale, 'quizRequiresLogin')}</span>
      <Link href={signInPath(`/quizzes/${idOrSlug}`)} className={buttonClassName({ size: 'sm' })}>
        {t('signIn')}
      </Link>
    </Alert>
  );
}
