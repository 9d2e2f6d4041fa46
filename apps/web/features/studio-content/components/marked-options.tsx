import { Check } from 'lucide-react';
import { useTranslations } from 'next-intl';

/** A question's options as the studio shows them: the right ones ticked ("Right answer") and in bold. */
export function MarkedOptions({ options }: { options: { id: number; text: string; correct: boolean }[] }) {
  const t = useTranslations('studioContent');
  return (
    <ul className="grid gap-1 text-sm">
      {options.map((o) => (
        <li key={o.id} className="flex items-center gap-2">
          {o.correct ? (
            <Check aria-label={t('rightAnswer')} className="size-4 text-emerald-700" />
          ) : (
            <span className="inline-block size-4" aria-hidden="true" />
          )}
          <span className={o.correct ? 'font-medium' : ''}>{o.text}</span>
        </li>
      ))}
    </ul>
  );
}
