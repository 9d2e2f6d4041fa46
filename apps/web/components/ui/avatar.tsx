import type { Picture } from '@lp/contract/accounts';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';

export const DEFAULT_AVATAR = '/images/default-avatar.svg';

/**
 * A learner's picture: the stored WebP variants through `srcset` (the browser picks the width
 * for `size` CSS px at its density), or the default avatar (SPEC §9).
 */
export function Avatar({
  picture,
  name,
  size,
  className,
}: {
  picture: readonly Picture[];
  name: string;
  /** Shown size in CSS pixels. */
  size: number;
  className?: string;
}) {
  const t = useTranslations('ui');
  const srcSet = picture.map((p) => `${p.url} ${p.width}w`).join(', ');
  const fallback = picture.at(-1)?.url ?? DEFAULT_AVATAR;
  return (
    // biome-ignore lint/performance/noImgElement: media are served by our API with their own widths and year-long caching
    <img
      src={fallback}
      srcSet={srcSet || undefined}
      sizes={srcSet ? `${size}px` : undefined}
      width={size}
      height={size}
      alt={picture.length > 0 ? t('avatarAlt', { name }) : ''}
      className={clsx('shrink-0 rounded-full border border-border bg-muted object-cover', className)}
      style={{ width: size, height: size }}
    />
  );
}
