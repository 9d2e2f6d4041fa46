import { MESSAGES } from '@lp/contract/messages';
import { Alert } from '@/components/ui/alert';
import { buttonClassName } from '@/components/ui/button-styles';
import { Link } from '@/components/ui/link';
import { signInPath } from '@/lib/safe-callback-url';

/** What a visitor sees in place of a quiz: the quiz's page draws it on the server, the quiz screen in the browser. */
export function QuizSignIn({ idOrSlug }: { idOrSlug: string }) {
  return (
    <Alert tone="info" className="flex flex-wrap items-center justify-between gap-3">
      <span>{MESSAGES.quizRequiresLogin}</span>
      <Link href={signInPath(`/quizzes/${idOrSlug}`)} className={buttonClassName({ size: 'sm' })}>
        Sign in
      </Link>
    </Alert>
  );
}
