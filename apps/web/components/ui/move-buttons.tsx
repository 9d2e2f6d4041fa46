import { ArrowDown, ArrowUp } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from './button';

/**
 * "Move <label> up" and "Move <label> down" for the entry at `index` of an ordered list of `count`,
 * disabled at its ends. Its words come from the studio's messages (`studioContent`), whose lists use it.
 */
export function MoveButtons({
  label,
  index,
  count,
  onMove,
}: {
  label: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}) {
  const t = useTranslations('studioContent');
  return (
    <>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t('moveUp', { label })}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t('moveDown', { label })}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </>
  );
}
