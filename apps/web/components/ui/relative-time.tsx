import { relativeTime } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';

/**
 * "5 minutes ago" for an ISO time, in a `<time>` element. The server renders it a moment before the
 * browser hydrates it, so the text may differ across a minute's edge ("just now" then "1 minute
 * ago"): that one text is allowed to differ without a hydration error. `locale` is the page's
 * language where its screen is converted (ADR 0046); English elsewhere.
 */
export function RelativeTime({ value, className, locale = 'en' }: { value: string; className?: string; locale?: Locale }) {
  return (
    <time dateTime={value} className={className} suppressHydrationWarning>
      {relativeTime(value, new Date(), locale)}
    </time>
  );
}
