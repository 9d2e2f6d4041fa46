'use client';

import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { buttonClassName } from '@/components/ui/button-styles';
import { Link } from '@/components/ui/link';
import { loadOnce, useLoadedWhen } from '@/lib/load-on-demand';
import { signInPath } from '@/lib/safe-callback-url';
import { useAppSession } from '@/lib/session';

export function EnrolLoading({ className }: { className?: string }) {
  const t = useTranslations('learn.enrol');
  return (
    <button type="button" className={clsx(buttonClassName({ size: 'lg' }), 'w-full', className)} disabled aria-busy="true">
      {t('loading')}
    </button>
  );
}

const loadSignedInButton = loadOnce(() => import('./signed-in-enrol-button').then((module) => module.SignedInEnrolButton));

/**
 * The course page's main learning action: "Sign in to enrol" for a visitor; for a signed-in
 * learner, "Enrol for free" (a premium course: "Enrol" for a member, "Upgrade to Premium" for
 * anyone else) or "Continue learning", whose code (and TanStack Query) loads once the session
 * says someone is signed in, so a visitor's page does not carry it (docs/decisions/0021).
 */
export function EnrolButton({
  courseId,
  slug,
  isPremium = false,
  className,
}: {
  courseId: number;
  slug: string;
  /** A premium course: members enrol, everyone else is offered the upgrade (not a button that fails). */
  isPremium?: boolean;
  className?: string;
}) {
  const t = useTranslations('learn.enrol');
  const common = useTranslations('common');
  const session = useAppSession();
  const signedInButton = useLoadedWhen(session.status === 'authenticated', loadSignedInButton);

  if (session.status === 'loading') return <EnrolLoading className={className} />;
  if (session.status === 'unauthenticated') {
    return (
      <Link href={signInPath(`/courses/${slug}`)} className={clsx(buttonClassName({ size: 'lg' }), 'w-full', className)}>
        {t('signIn')}
      </Link>
    );
  }
  const SignedInEnrolButton = signedInButton.loaded;
  if (!SignedInEnrolButton) {
    return signedInButton.failed ? (
      <button
        type="button"
        className={clsx(buttonClassName({ size: 'lg', variant: 'outline' }), 'w-full', className)}
        onClick={signedInButton.retry}
      >
        {common('tryAgain')}
      </button>
    ) : (
      <EnrolLoading className={className} />
    );
  }
  return <SignedInEnrolButton courseId={courseId} slug={slug} isPremium={isPremium} className={className} />;
}
